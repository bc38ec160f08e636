import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * /redirect?type=…: links in e-mails and documents point here (decision 0111). Behind the session
 * gate, so anonymous visitors log in first and come back. Unknown types or missing ids go home.
 */
export function resolveRedirectTarget(params: URLSearchParams): string {
  const id = (name: string) => params.get(name) ?? '';
  const projectId = id('projectId');
  const withProject = (build: () => string) => {
    try {
      return projectId ? build() : paths.home();
    } catch {
      return paths.home(); // a required id was missing
    }
  };
  switch (params.get('type')) {
    case 'project':
      return withProject(() => paths.projectDashboard(projectId));
    case 'project-history':
      return withProject(() => paths.projectHistory(projectId));
    case 'wrecking-pile':
      return withProject(() => paths.wreckingPileDetail(projectId, id('wreckingPileId')));
    case 'batch':
      return withProject(() => paths.batchDetail(projectId, id('wreckingPileId'), id('breakingBatchId')));
    case 'announcement':
      return withProject(() => paths.announcements(projectId));
    case 'order':
      return withProject(() => paths.orderDetail(projectId, id('orderId')));
    case 'delivery':
      return withProject(() => paths.deliveryDetail(projectId, id('orderId'), id('deliveryId')));
    case 'mounting-documentation':
      return withProject(() => paths.mountingDocumentationDetail(projectId, id('mountingDocumentationId')));
    case 'static-load-analysis':
      return withProject(() => paths.staticLoadAnalysisDetail(projectId, id('staticLoadAnalysisId')));
    case 'dynamic-load-analysis':
      return withProject(() => paths.dynamicLoadAnalysisDetail(projectId, id('dynamicLoadAnalysisId')));
    default:
      return paths.home();
  }
}

export function RedirectScreen() {
  const [params] = useSearchParams();
  return <Navigate to={resolveRedirectTarget(params)} replace />;
}

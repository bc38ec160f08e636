import { BookOpen } from 'lucide-react';
import { AccessDenied } from '@/components/error-pages';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { paths } from '@/lib/paths';
import { TokenPanel } from './token-panel';

/** The API reference the server serves (OpenAPI document and its interactive page, issue 35). */
export const API_REFERENCE_URL = '/backend/api/docs';

const organization = { projectId: null };

/** /integrations — "Integrationen": the organization's API tokens and the API reference (admin). */
export function IntegrationTokensScreen() {
  const allowed = useCan();
  if (!allowed('manageIntegrationTokens')) return <AccessDenied />;
  return (
    <div className="max-w-5xl space-y-5">
      <PageHeader
        title="Integrationen"
        description="Andere Systeme rufen die API mit einem API-Token auf: nur in den gewählten Projekten und nur mit den gewählten Rechten."
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Integrationen' }]}
        action={
          <Button asChild variant="secondary">
            <a href={API_REFERENCE_URL} target="_blank" rel="noopener">
              <BookOpen aria-hidden />
              API-Referenz
            </a>
          </Button>
        }
      />
      <TokenPanel owner={organization} />
    </div>
  );
}

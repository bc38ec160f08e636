// The detail screen of a plate load test (both variants, spec part 3 §2): the project and the test
// must load and the variant's access rule allow it; the header names the test, offers the generated
// protocol ("Dokument herunterladen") and, for those allowed, "Versuch bearbeiten"; the map shows
// its one marker. What follows is the variant's own.
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { documentDownloadAction } from '@/components/document-download-button';
import { outlineOfProject } from '@/components/map/map-geometry';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { paths } from '@/lib/paths';
import type { Project } from '@/lib/queries/projects';
import { useLoadTest } from './api';
import { LoadTestMap } from './load-test-map';
import { testOnMap, type LoadTestRecord, type LoadTestVariant } from './variant';
import { VerdictCard } from './compaction/verdict-card';

type DetailProps<T extends LoadTestRecord> = {
  variant: LoadTestVariant<T>;
  /** A line under the title, e.g. "Rasterfeld 4711". */
  description?: (test: T) => string;
  /** The variant's sections below the map. */
  children: (test: T, project: Project) => ReactNode;
};

export function LoadTestDetailScreen<T extends LoadTestRecord>(props: DetailProps<T>) {
  const { projectId = '', [props.variant.idParam]: id = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule={props.variant.accessRule}>
      {(project) => <LoadTestDetail {...props} projectId={projectId} project={project} id={id} />}
    </ProjectRuleGate>
  );
}

function LoadTestDetail<T extends LoadTestRecord>({
  projectId,
  project,
  id,
  ...props
}: DetailProps<T> & { projectId: string; project: Project; id: string }) {
  const allowed = useCan(projectId);
  return (
    <ProjectObjectGate projectId={projectId} query={useLoadTest(props.variant, id)}>
      {(test) => (
        <LoadTestDetailContent
          {...props}
          projectId={projectId}
          project={project}
          test={test}
          canEdit={allowed(props.variant.createRule)}
        />
      )}
    </ProjectObjectGate>
  );
}

function LoadTestDetailContent<T extends LoadTestRecord>({
  variant,
  description,
  children,
  projectId,
  project,
  test,
  canEdit,
}: DetailProps<T> & { projectId: string; project: Project; test: T; canEdit: boolean }) {
  const points = useMemo(() => [testOnMap(variant, projectId, test)], [variant, projectId, test]);
  const title = variant.label(test);
  return (
    <div className="max-w-6xl">
      <PageHeader
        title={title}
        description={description?.(test)}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: variant.title, href: variant.paths.list(projectId) },
          { label: title },
        ]}
        secondaryActions={documentDownloadAction(test.document)}
        action={
          canEdit ? (
            <Button asChild>
              <Link to={variant.paths.edit(projectId, variant.id(test))}>
                <Pencil aria-hidden />
                Versuch bearbeiten
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-5">
        <VerdictCard
          projectId={projectId}
          verdict={test.verdict}
          device={test.device}
          layer={variant.facts(test).layer}
          retestOf={
            test.retestOf
              ? { number: test.retestOf.number, href: variant.paths.detail(projectId, test.retestOf.id) }
              : null
          }
          // Those who record this kind of test repeat a failed one, once (decision 0661).
          retestedBy={
            test.retestedBy
              ? { number: test.retestedBy.number, href: variant.paths.detail(projectId, test.retestedBy.id) }
              : null
          }
          retestHref={
            canEdit && test.verdict.result === 'failed' && !test.retestedBy
              ? `${variant.paths.create(projectId)}?retestOf=${encodeURIComponent(variant.id(test))}`
              : null
          }
        />
        <LoadTestMap points={points} outline={outlineOfProject(project)} />
        {children(test, project)}
      </div>
    </div>
  );
}

// /projects/:projectId/documents — every file of the project by category and subcategory, with
// checkboxes at every level and a ZIP download of the selection (spec part 3 §2 "Project documents").
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Download, FileText, FolderOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { usePrepareDownload, useProjectDocuments } from '../api';
import {
  allFileIds,
  checkStateOf,
  fileTypeLabel,
  groupFileIds,
  selectedInOrder,
  setChecked,
  subCategoryFileIds,
} from '../selection';
import type { DocumentFile, DocumentGroup } from '../types';
import { HandoverCard } from '../handover-card';
import { useCan } from '@/lib/can';

export function ProjectDocumentsScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="downloadProjectDocuments">
      {(project) => <ProjectDocuments projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

/** Where the browser goes to fetch the archive; a function so component tests can observe it. */
export const navigateTo = { assign: (url: string) => window.location.assign(url) };

function ProjectDocuments({ projectId, projectName }: { projectId: string; projectName: string }) {
  const documents = useProjectDocuments(projectId);
  const allowed = useCan(projectId);
  const prepare = usePrepareDownload(projectId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (documents.isError) return <QueryErrorScreen error={documents.error} />;
  const groups = documents.data ?? [];
  const chosen = selectedInOrder(groups, selected);
  const download = async () => {
    setDownloadError(null);
    try {
      const { url } = await prepare.mutateAsync(chosen);
      navigateTo.assign(url);
    } catch (error) {
      setDownloadError(errorMessage(error));
    }
  };
  const toggle = (ids: readonly string[], checked: boolean) => {
    setDownloadError(null);
    setSelected((current) => setChecked(current, ids, checked));
  };
  const downloadButton = (
    <Button onClick={download} isLoading={prepare.isPending} disabled={chosen.length === 0}>
      <Download aria-hidden />
      Ausgewählte herunterladen
    </Button>
  );
  const everything = allFileIds(groups);
  return (
    <>
      <PageHeader
        title="Projektdokumente"
        description="Wählen Sie die Dokumente aus, die Sie als ZIP-Archiv herunterladen möchten."
        breadcrumbs={[{ label: projectName, href: paths.projectDashboard(projectId) }, { label: 'Projektdokumente' }]}
        action={groups.length > 0 ? downloadButton : undefined}
      />
      {allowed('handOverProjectRecords') ? (
        <div className="mb-4">
          <HandoverCard projectId={projectId} />
        </div>
      ) : null}
      {documents.isPending ? (
        <ListSkeleton rows={6} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="Es sind noch keine Dokumente vorhanden."
          description="Dokumente aus Projektplänen, Bestellungen, Anlieferungen und Plattendruckversuchen erscheinen hier."
        />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
            <label className="flex items-center gap-3 text-sm font-medium text-slate-800 max-md:min-h-11">
              <Checkbox
                checked={checkStateOf(everything, selected)}
                onCheckedChange={(checked) => toggle(everything, checked)}
              />
              Alle Dokumente
            </label>
            <p className="text-sm text-slate-600" aria-live="polite">
              <span className="font-semibold tabular-nums text-slate-900">{chosen.length}</span>{' '}
              {chosen.length === 1 ? 'Datei' : 'Dateien'} ausgewählt
            </p>
          </div>
          {downloadError ? (
            <p
              role="alert"
              className="rounded-md border border-danger-200 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
            >
              {downloadError}
            </p>
          ) : null}
          {groups.map((group) => (
            <DocumentGroupCard key={group.label} group={group} selected={selected} toggle={toggle} />
          ))}
        </div>
      )}
    </>
  );
}

type Toggle = (ids: readonly string[], checked: boolean) => void;

function DocumentGroupCard({
  group,
  selected,
  toggle,
}: {
  group: DocumentGroup;
  selected: ReadonlySet<string>;
  toggle: Toggle;
}) {
  const ids = groupFileIds(group);
  return (
    <Card>
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <HitArea>
          <Checkbox
            checked={checkStateOf(ids, selected)}
            onCheckedChange={(checked) => toggle(ids, checked)}
            aria-label={`${group.label} auswählen`}
          />
        </HitArea>
        <h2 className="min-w-0 flex-1 text-[15px] font-semibold text-slate-900">{group.label}</h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-600">
          {ids.length}
        </span>
      </div>
      <div className="divide-y divide-slate-100">
        {group.subCategories.map((subCategory) => {
          const subIds = subCategoryFileIds(subCategory);
          return (
            <section key={subCategory.label} className="px-4 py-3 sm:px-5">
              <div className="flex items-center gap-3">
                <HitArea>
                  <Checkbox
                    checked={checkStateOf(subIds, selected)}
                    onCheckedChange={(checked) => toggle(subIds, checked)}
                    aria-label={`${subCategory.label} auswählen`}
                  />
                </HitArea>
                <h3 className="min-w-0 flex-1 text-sm font-semibold text-slate-800">{subCategory.label}</h3>
                <span className="text-xs tabular-nums text-slate-500">{subIds.length}</span>
              </div>
              <ul className="mt-2 space-y-1 pl-7">
                {subCategory.files.map((file) => (
                  <DocumentRow key={file.id} file={file} checked={selected.has(file.id)} toggle={toggle} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Card>
  );
}

function DocumentRow({ file, checked, toggle }: { file: DocumentFile; checked: boolean; toggle: Toggle }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5 hover:bg-slate-50">
      <label className="flex min-w-0 flex-1 basis-64 items-center gap-3 text-sm text-slate-800 max-md:min-h-11">
        <Checkbox checked={checked} onCheckedChange={(next) => toggle([file.id], next)} />
        <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="min-w-0 break-words">{file.label}</span>
      </label>
      <span className="flex items-center gap-3 pl-7 text-xs text-slate-500 sm:pl-0">
        <span className="tabular-nums">{formatDate(file.createdAt)}</span>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-600">
          {fileTypeLabel(file.contentType, file.file.fileName)}
        </span>
        <a
          href={file.file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center font-medium text-brand-700 hover:underline max-md:min-h-11"
          aria-label={`${file.label} herunterladen`}
        >
          Herunterladen
        </a>
      </span>
    </li>
  );
}

/** A 44 px tap target around a small control (phones), without moving the layout. */
function HitArea({ children }: { children: ReactNode }) {
  return (
    <label className="-m-3.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">{children}</label>
  );
}

// On the Einbautabelle page, next to the cover sheet: "Anzeigen nach § 22 EBV" — whether a
// Voranzeige is required and why, the bulk densities, and the two notices with their send dates.
import { ebvNoticeMessages, formatDecimalDe } from '@baustellendoku/domain';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/can';
import { BulkDensitiesForm } from './bulk-densities-form';
import { NoticeDocumentBlock } from './notice-document-block';
import { NoticeRequirementSummary } from './notice-requirement-summary';
import { useEbvNotices } from './notices-api';

export function NoticesCard({ projectId }: { projectId: string }) {
  const allowed = useCan(projectId);
  const notices = useEbvNotices(projectId);
  const canManage = allowed('generateEbvDocuments');
  const data = notices.data;
  return (
    <Card>
      <CardHeader
        title="Anzeigen nach § 22 EBV"
        description="Voranzeige und Abschlussanzeige an die zuständige Behörde (Muster Anlage 8 EBV), aus den Bestellungen und Anlieferungen des Projekts."
      />
      <CardBody className="space-y-4">
        {!data ? (
          <ListSkeleton />
        ) : (
          <>
            <NoticeRequirementSummary notices={data} />
            {canManage ? (
              <BulkDensitiesForm
                key={data.bulkDensities.map((density) => density.tonsPerCubicMeter).join()}
                projectId={projectId}
                densities={data.bulkDensities}
              />
            ) : (
              <p className="text-sm text-slate-600">
                Schüttdichten:{' '}
                {data.bulkDensities
                  .map((density) => `${density.code} ${formatDecimalDe(density.tonsPerCubicMeter)} t/m³`)
                  .join(' · ')}
              </p>
            )}
            {data.requirement.required || data.priorNotice ? (
              <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                <NoticeDocumentBlock
                  projectId={projectId}
                  kind="prior-notice"
                  document={data.priorNotice}
                  canManage={canManage}
                  blockedBy={data.requirement.required ? null : ebvNoticeMessages.notRequired}
                  needsCoverLayerDescription={data.needsCoverLayerDescription}
                />
                <NoticeDocumentBlock
                  projectId={projectId}
                  kind="completion-notice"
                  document={data.completionNotice}
                  canManage={canManage}
                  blockedBy={data.priorNotice ? null : ebvNoticeMessages.priorNoticeFirst}
                />
              </div>
            ) : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}

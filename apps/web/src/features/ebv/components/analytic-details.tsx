// The analytic of a batch as recorded by the appraiser (spec part 2 §3 "Analytic"): shown on the
// batch detail and, for the project manager's decision, on the review screen.
import type { AnalyticView } from '@baustellendoku/domain';
import { DetailList } from '@/components/ui/detail-list';
import { fileLinksValue } from '@/components/ui/file-links';
import { formatDate, formatDateTime } from '@/lib/format';
import { labelOf } from './wrecking-pile-parts';

export function AnalyticDetails({ analytic }: { analytic: AnalyticView }) {
  return (
    <DetailList
      items={[
        { label: 'Materialklasse & Körnung', value: labelOf('grainSizeAndQuality', analytic.grainSizeAndQuality) },
        { label: 'Bodengruppe', value: labelOf('materialSoilGroup', analytic.soilGroup) },
        { label: 'Datum der Probenahme', value: formatDate(analytic.samplingDate) },
        {
          label: 'Neue Betriebsbeurteilung notwendig',
          value: analytic.isOperationalAssessmentRequired ? 'Ja' : 'Nein',
        },
        {
          label: 'Eingehaltene Fußnoten',
          value:
            analytic.materialClassFootnotes.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5">
                {analytic.materialClassFootnotes.map((footnote) => (
                  <li key={footnote}>{labelOf('materialClassFootnote', footnote)}</li>
                ))}
              </ul>
            ) : null,
          wide: true,
        },
        { label: 'Probenahmeprotokolle', value: fileLinksValue(analytic.samplingProtocolDocuments) },
        { label: 'Prüfberichte', value: fileLinksValue(analytic.reportDocuments) },
        ...(analytic.isOperationalAssessmentRequired
          ? [
              {
                label: 'Betriebsbeurteilung',
                value: fileLinksValue(analytic.operationalAssessmentDocuments),
                wide: true,
              },
            ]
          : []),
        { label: 'Erfasst von', value: analytic.createdBy?.name },
        { label: 'Erfasst am', value: formatDateTime(analytic.createdAt) },
      ]}
    />
  );
}

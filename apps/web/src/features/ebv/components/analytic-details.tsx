// The analytic of a batch as recorded by the appraiser (spec part 2 §3 "Analytic"): shown on the
// batch detail and, for the project manager's decision, on the review screen. With lab values: the
// computed class and its decisive parameters, a class chosen against it with the reason (issue 23),
// and the evaluation sheet.
import { decisiveText, deviationText, type AnalyticLabView, type AnalyticView } from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';
import { DetailList } from '@/components/ui/detail-list';
import { fileLinksValue } from '@/components/ui/file-links';
import { formatDate, formatDateTime } from '@/lib/format';
import { labelOf } from './wrecking-pile-parts';

export function AnalyticDetails({ analytic }: { analytic: AnalyticView }) {
  return (
    <DetailList
      items={[
        { label: 'Materialklasse & Körnung', value: labelOf('grainSizeAndQuality', analytic.grainSizeAndQuality) },
        ...(analytic.lab ? labItems(analytic.lab, analytic.classDeviationComment) : []),
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

function labItems(lab: AnalyticLabView, comment: string | null) {
  const computed = lab.evaluation.materialClass;
  return [
    {
      label: 'Berechnet aus Laborwerten',
      value: (
        <span data-testid="computed-class">
          <span className="font-semibold">{computed ?? 'keine Klasse'}</span>
          {lab.evaluation.decisive.length ? (
            <span className="block text-slate-600">
              maßgebend: {lab.evaluation.decisive.map(decisiveText).join('; ')}
            </span>
          ) : null}
        </span>
      ),
      wide: true,
    },
    ...(lab.isDeviating
      ? [
          {
            label: 'Abweichung',
            value: (
              <div className="space-y-1" data-testid="class-deviation">
                <Badge tone="warning">{deviationText(computed)}</Badge>
                <p className="text-slate-800">Begründung: {comment}</p>
              </div>
            ),
            wide: true,
          },
        ]
      : []),
    ...(lab.evaluationSheet
      ? [{ label: 'Bewertungsbogen', value: fileLinksValue([lab.evaluationSheet]), wide: true }]
      : []),
  ];
}

// /material-class — the calculator for anyone signed in (issue 23): choose the material, enter
// or paste the lab values, see the class, its reasons and the warnings while typing (the same
// domain evaluation the server runs), download the evaluation sheet.
import { useDeferredValue, useMemo, useState } from 'react';
import { FileDown } from 'lucide-react';
import {
  evaluateMaterialClass,
  isSoil,
  materialCodes,
  materialLabels,
  type MaterialCode,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FieldFrame } from '@/components/ui/field-frame';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { downloadEvaluationSheet } from '../api';
import { EvaluationStrip, EvaluationView } from '../components/evaluation-view';
import { LabValuesEntry } from '../components/lab-values-entry';
import { SampleConditionFields } from '../components/sample-condition-fields';
import { requestOf, type LabReport } from '../lab-values';

const materialOptions = materialCodes.map((code) => ({ value: code, label: materialLabels[code] }));

export function MaterialClassScreen() {
  const [report, setReport] = useState<LabReport>({
    material: 'RC',
    soilType: null,
    freshConcrete: false,
    values: {},
    substances: {},
  });
  const deferred = useDeferredValue(report);
  const request = useMemo(() => requestOf(deferred), [deferred]);
  const evaluation = useMemo(() => (request ? evaluateMaterialClass(request) : null), [request]);
  const [isDownloading, setDownloading] = useState(false);

  const download = async () => {
    if (!request) return;
    setDownloading(true);
    try {
      await downloadEvaluationSheet(request);
    } catch (error) {
      toast.error('Der Bewertungsbogen konnte nicht erstellt werden', errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const action = (
    <Button onClick={download} disabled={!request} isLoading={isDownloading}>
      <FileDown aria-hidden /> Bewertungsbogen (PDF)
    </Button>
  );

  return (
    <div className="pb-20 sm:pb-0">
      <PageHeader
        title="Materialklasse berechnen"
        breadcrumbs={[{ label: 'Start', href: paths.home() }, { label: 'Materialklasse berechnen' }]}
        description="Laborwerte nach Anlage 1 ErsatzbaustoffV bewerten, bevor Material ankommt: Klasse, maßgebende Parameter und Hinweise."
        action={action}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-6">
          <Card>
            <CardHeader title="Material" />
            <CardBody className="grid gap-4 sm:grid-cols-2">
              <FieldFrame label="Ersatzbaustoff">
                {(field) => (
                  <Select
                    {...field}
                    value={report.material}
                    options={materialOptions}
                    onChange={(value) =>
                      value &&
                      setReport((current) => ({
                        ...current,
                        material: value as MaterialCode,
                        soilType: isSoil(value as MaterialCode) ? current.soilType : null,
                        freshConcrete: value === 'RC' && current.freshConcrete,
                      }))
                    }
                  />
                )}
              </FieldFrame>
              <SampleConditionFields
                report={report}
                onChange={(change) => setReport((current) => ({ ...current, ...change }))}
                className="sm:col-span-2"
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Laborwerte" description="Werte einer Probe; leere Felder gelten als nicht gemessen." />
            <CardBody>
              <LabValuesEntry
                material={report.material}
                entry={report}
                onChange={({ values, substances }) => setReport((current) => ({ ...current, values, substances }))}
              />
            </CardBody>
          </Card>
          <EvaluationStrip evaluation={evaluation} className="sticky bottom-20 sm:bottom-4 lg:hidden" />
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <Card>
            <CardHeader title="Ergebnis" />
            <CardBody>
              <EvaluationView evaluation={evaluation} />
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}

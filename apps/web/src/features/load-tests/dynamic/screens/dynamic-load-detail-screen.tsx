// /dynamic-load-analysis/:id — all fields (mm shown as m), the map with one marker, the result
// image and the generated protocol ("Dokument herunterladen"): the shared detail of load tests with
// the dynamic test's sections.
import { AuditDetailsCard } from '@/components/audit-details-card';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDateTime, formatModulus, formatNumber } from '@/lib/format';
import { LoadTestDetailScreen } from '../../load-test-detail';
import type { DynamicLoadAnalysis } from '../types';
import { dynamicLoadTests } from '../variant';

export function DynamicLoadDetailScreen() {
  return (
    <LoadTestDetailScreen
      variant={dynamicLoadTests}
      description={(test) => `Rasterfeld ${test.dynamicLoadAnalysisData.gridField}`}
    >
      {(test) => <DynamicLoadSections test={test} />}
    </LoadTestDetailScreen>
  );
}

const meters = (millimeters: number, decimals: number, suffix = 'm') =>
  `${formatNumber(millimeters / 1000, { decimals })}\u00a0${suffix}`;
const minutesOf = (decimal: number) => {
  const absolute = Math.abs(decimal);
  const degrees = Math.floor(absolute);
  return `${decimal < 0 ? '-' : ''}${degrees}° ${formatNumber((absolute - degrees) * 60, { decimals: 4 })}′`;
};

function DynamicLoadSections({ test }: { test: DynamicLoadAnalysis }) {
  const data = test.dynamicLoadAnalysisData;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-5">
        <Card>
          <CardHeader title="Durchführung" />
          <CardBody>
            <DetailList
              items={[
                { label: 'Rasterfeld', value: data.gridField },
                { label: 'Evd', value: formatModulus(data.evd), numeric: true },
                { label: 'Datum und Zeit', value: formatDateTime(data.analysedAt) },
                {
                  label: 'Breitengrad',
                  value: `${minutesOf(data.geoCoordinate.lat)} (${formatNumber(data.geoCoordinate.lat, { decimals: 6 })})`,
                },
                {
                  label: 'Längengrad',
                  value: `${minutesOf(data.geoCoordinate.lng)} (${formatNumber(data.geoCoordinate.lng, { decimals: 6 })})`,
                },
              ]}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Boden und Bedingungen" />
          <CardBody>
            <DetailList
              items={[
                { label: 'Höhe', value: meters(data.height, 3, 'm NHN'), numeric: true },
                { label: 'Schichthöhe', value: meters(data.soilLayerHeight, 3), numeric: true },
                { label: 'Bodenart', value: data.soilType },
                { label: 'Bodenaufbereitung', value: data.soilRecovery },
                {
                  label: 'Niederschlag',
                  value: data.precipitation === null ? null : data.precipitation ? 'Ja' : 'Nein',
                },
                {
                  label: 'Temperatur',
                  value: data.temperature === null ? null : formatNumber(data.temperature, { decimals: 1, unit: '°C' }),
                  numeric: true,
                },
              ]}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Gerät" />
          <CardBody>
            <DetailList
              items={[
                { label: 'Gerätename', value: data.deviceName },
                { label: 'Gerätemodell', value: data.deviceModel },
              ]}
            />
          </CardBody>
        </Card>
      </div>
      <div className="space-y-5">
        <AuditDetailsCard record={test} singleColumn leading={[{ label: 'Versuch-Nr.', value: String(test.number) }]} />
        {data.analysisResult ? (
          <Card>
            <CardHeader title="Analyseergebnis" />
            <CardBody>
              <a href={data.analysisResult.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={data.analysisResult.url}
                  alt={`Analyseergebnis ${data.analysisResult.fileName}`}
                  className="max-h-[480px] w-full rounded-md border border-slate-200 object-contain"
                />
              </a>
            </CardBody>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

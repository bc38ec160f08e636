// /static-load-analysis/:id — headline with the grid field, map with one marker, the sections of
// spec part 3 §2 and the load-settlement diagram; a forbidden page when the rule denies: the shared
// detail of load tests with the static test's sections.
import { useMemo } from 'react';
import { calculateStaticLoadTest, toLoadPoints } from '@baustellendoku/domain';
import { AuditDetailsCard } from '@/components/audit-details-card';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { LoadTestDetailScreen } from '../../load-test-detail';
import { LoadSettlementChart } from '../components/load-settlement-chart';
import { loadingSummaryItems, SummaryGrid } from '../components/loading-summary';
import type { StaticLoadAnalysis } from '../types';
import { staticLoadTests } from '../variant';

export function StaticLoadDetailScreen() {
  return (
    <LoadTestDetailScreen variant={staticLoadTests}>
      {(test) => <StaticLoadSections test={test} />}
    </LoadTestDetailScreen>
  );
}

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nein');
const unit = (value: number, decimals: number, suffix: string) => `${formatNumber(value, { decimals })}\u00a0${suffix}`;

/** The stored rows back through the domain calculation: points with the lever factor, Ev2/Ev1 text. */
function useChartData(test: StaticLoadAnalysis) {
  return useMemo(() => {
    const data = test.staticLoadAnalysisData;
    const column = (
      entries: { subsidence: number | null; compression: number | null }[],
      key: 'subsidence' | 'compression',
    ) => entries.map((entry) => entry[key]);
    const input = {
      plateDiameter: data.plateDiameter,
      liftingArm: data.liftingArm,
      initialSubsidence: {
        load: column(data.staticLoadTest.staticLoads, 'subsidence'),
        unload: column(data.staticLoadTest.staticUnloads, 'subsidence'),
      },
      initialCompressions: {
        load: column(data.staticLoadTest.staticLoads, 'compression'),
        unload: column(data.staticLoadTest.staticUnloads, 'compression'),
      },
      secondSubsidence: { load: column(data.staticLoadRetest.staticLoads, 'subsidence') },
      secondCompressions: { load: column(data.staticLoadRetest.staticLoads, 'compression') },
    };
    const calculation = calculateStaticLoadTest(input);
    const lever = data.liftingArm > 0 ? data.liftingArm : 1;
    return {
      ratio: calculation.evRatioText,
      first: {
        points: calculation.initial.points,
        a0: calculation.initial.a0,
        a1: calculation.initial.a1,
        a2: calculation.initial.a2,
      },
      unload: toLoadPoints(input.initialSubsidence.unload, input.initialCompressions.unload, lever),
      second: {
        points: calculation.second.points,
        a0: calculation.second.a0,
        a1: calculation.second.a1,
        a2: calculation.second.a2,
      },
    };
  }, [test]);
}

function StaticLoadSections({ test }: { test: StaticLoadAnalysis }) {
  const data = test.staticLoadAnalysisData;
  const chart = useChartData(test);
  return (
    <>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <AuditDetailsCard
          record={test}
          trailing={[{ label: 'Versuch-Nr.', value: String(test.number), numeric: true }]}
        />
        <Card>
          <CardHeader title="Durchführung" />
          <CardBody>
            <DetailList
              items={[
                { label: 'Rasterfeld', value: data.gridField },
                { label: 'Messpunktbezeichnung', value: data.measuringPointName },
                { label: 'Evd', value: unit(data.evd1, 2, 'MN/m²'), numeric: true },
                { label: 'Datum und Uhrzeit', value: formatDateTime(data.analysedAt) },
                {
                  label: 'Position',
                  value: `${formatNumber(data.geoCoordinate.lat, { decimals: 6 })}, ${formatNumber(data.geoCoordinate.lng, { decimals: 6 })}`,
                },
              ]}
            />
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader title="Rahmenbedingungen" />
        <CardBody>
          <DetailList
            items={[
              { label: 'Hebelarmverhältnis', value: formatNumber(data.liftingArm, { decimals: 2 }), numeric: true },
              { label: 'Plattenunterbau', value: yesNo(data.plateBase) },
              { label: 'Schichtdicke', value: unit(data.layerThickness / 10, 1, 'cm'), numeric: true },
              { label: 'Prüfschicht', value: data.testLayer },
              { label: 'Höhe', value: unit(data.height / 1000, 3, 'm NHN'), numeric: true },
              { label: 'Vorbelastung', value: unit(data.preLoad, 2, 'MN/m²'), numeric: true },
              {
                label: 'Zeit zwischen Verdichtung und Versuch',
                value: unit(data.timeBetweenCompressionAndAnalysis, 0, 'h'),
                numeric: true,
              },
              { label: 'Plattendurchmesser', value: unit(data.plateDiameter, 0, 'mm'), numeric: true },
              { label: 'Temperatur am Versuchstag', value: unit(data.temperature, 1, '°C'), numeric: true },
              { label: 'Temperatur am Vortag', value: unit(data.temperatureDayBefore, 1, '°C'), numeric: true },
              { label: 'Niederschlag am Versuchstag', value: yesNo(data.precipitation) },
              { label: 'Niederschlag am Vortag', value: yesNo(data.precipitationDayBefore) },
            ]}
          />
        </CardBody>
      </Card>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader title="Zusammenfassung Erstbelastung" />
          <CardBody>
            <SummaryGrid
              items={loadingSummaryItems(data.staticLoadTest, 'Ev1', data.staticLoadTest.maxCompression)}
              testId="detail-initial-summary"
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Zusammenfassung Zweitbelastung" />
          <CardBody>
            <SummaryGrid
              items={[
                ...loadingSummaryItems(data.staticLoadRetest, 'Ev2'),
                { label: 'Ev2/Ev1', value: chart.ratio, emphasis: true },
              ]}
              testId="detail-second-summary"
            />
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader title="Drucksetzungslinie" description={`Versuch vom ${formatDate(data.analysedAt)}`} />
        <CardBody>
          <LoadSettlementChart first={chart.first} unload={chart.unload} second={chart.second} />
        </CardBody>
      </Card>
    </>
  );
}

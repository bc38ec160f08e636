// /dynamic-load-analysis/:id — all fields (mm shown as m), the map with one marker, the result
// image and the generated protocol ("Dokument herunterladen").
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { AuditDetailsCard } from '@/components/audit-details-card';
import { documentDownloadAction } from '@/components/document-download-button';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import { LoadTestMap } from '@/features/load-tests/load-test-map';
import { outlineOfProject } from '@/components/map/map-geometry';
import { useDynamicLoadAnalysis } from '../api';
import { dynamicMapPoint } from '../map-points';
import type { DynamicLoadAnalysis } from '../types';

export function DynamicLoadDetailScreen() {
  const { projectId = '', dynamicLoadAnalysisId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessDynamicLoadAnalysis">
      {(project) => <DynamicLoadDetail projectId={projectId} project={project} id={dynamicLoadAnalysisId} />}
    </ProjectRuleGate>
  );
}

function DynamicLoadDetail({ projectId, project, id }: { projectId: string; project: Project; id: string }) {
  const allowed = useCan(projectId);
  return (
    <ProjectObjectGate projectId={projectId} query={useDynamicLoadAnalysis(id)}>
      {(test) => (
        <DynamicLoadDetailContent
          projectId={projectId}
          project={project}
          test={test}
          canEdit={allowed('createDynamicLoadAnalysis')}
        />
      )}
    </ProjectObjectGate>
  );
}

const meters = (millimeters: number, decimals: number, suffix = 'm') =>
  `${formatNumber(millimeters / 1000, { decimals })}\u00a0${suffix}`;
const minutesOf = (decimal: number) => {
  const absolute = Math.abs(decimal);
  const degrees = Math.floor(absolute);
  return `${decimal < 0 ? '-' : ''}${degrees}° ${formatNumber((absolute - degrees) * 60, { decimals: 4 })}′`;
};

function DynamicLoadDetailContent({
  projectId,
  project,
  test,
  canEdit,
}: {
  projectId: string;
  project: Project;
  test: DynamicLoadAnalysis;
  canEdit: boolean;
}) {
  const data = test.dynamicLoadAnalysisData;
  const points = useMemo(() => [dynamicMapPoint(projectId, test)], [projectId, test]);
  const title = `Versuch-Nr. ${test.number}`;
  return (
    <div className="max-w-6xl">
      <PageHeader
        title={title}
        description={`Rasterfeld ${data.gridField}`}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: 'Dynamische Versuche', href: paths.listDynamicLoadAnalysis(projectId) },
          { label: title },
        ]}
        secondaryActions={documentDownloadAction(test.document)}
        action={
          canEdit ? (
            <Button asChild>
              <Link to={paths.editDynamicLoadAnalysis(projectId, test.dynamicLoadAnalysisId)}>
                <Pencil aria-hidden />
                Versuch bearbeiten
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-5">
        <LoadTestMap points={points} outline={outlineOfProject(project)} />
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-5">
            <Card>
              <CardHeader title="Durchführung" />
              <CardBody>
                <DetailList
                  items={[
                    { label: 'Rasterfeld', value: data.gridField },
                    { label: 'Evd', value: formatNumber(data.evd, { decimals: 2, unit: 'MN/m²' }), numeric: true },
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
                      value:
                        data.temperature === null ? null : formatNumber(data.temperature, { decimals: 1, unit: '°C' }),
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
            <AuditDetailsCard
              record={test}
              singleColumn
              leading={[{ label: 'Versuch-Nr.', value: String(test.number) }]}
            />
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
      </div>
    </div>
  );
}

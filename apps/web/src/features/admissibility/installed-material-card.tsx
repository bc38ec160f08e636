// On the Einbautabelle page: where the EBV material lies (issue 36 item 3, decision 0621) — the
// register export's features as a map layer over the site area and its grid, the same rows as a
// table, and the GeoJSON and CSV (WKT) for the authorities' registers, QGIS and GDAL.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { FileDown, MapPinned } from 'lucide-react';
import type { InstalledMaterialCollection } from '@baustellendoku/domain';
import { ProjectMap } from '@/components/map/project-map';
import { outlineOfProject } from '@/components/map/map-geometry';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/skeleton';
import { API_BASE, apiClient, errorMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { admissibilityKeys } from './api';

type Feature = InstalledMaterialCollection['features'][number];

const exportPath = (projectId: string, kind: 'geojson' | 'csv') =>
  `/project/${encodeURIComponent(projectId)}/installed-material.${kind}`;

export function useInstalledMaterial(projectId: string) {
  return useQuery({
    queryKey: [...admissibilityKeys.all, 'installed-material', projectId] as const,
    queryFn: ({ signal }) => apiClient.get<InstalledMaterialCollection>(exportPath(projectId, 'geojson'), { signal }),
  });
}

/** Exact as stored (up to 3 decimals), no trailing zeros: 30,25 t. */
const exact = (value: number) =>
  formatNumber(value, { decimals: Math.min(3, String(value).split('.')[1]?.length ?? 0) });

const period = (from: string | null, to: string | null) =>
  !from ? '–' : from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

const columns: Column<Feature>[] = [
  {
    key: 'field',
    header: 'Rasterfeld · Material',
    primary: true,
    cell: ({ properties }) => `${properties.gridField} · ${properties.materialClass}`,
  },
  {
    key: 'tons',
    header: 'Menge',
    align: 'right',
    cell: ({ properties }) => (
      <span className="tabular-nums">
        {exact(properties.amountInTons)} t
        {properties.volumeInCubicMeters === null ? '' : ` · ${exact(properties.volumeInCubicMeters)} m³`}
      </span>
    ),
  },
  {
    key: 'installed',
    header: 'Einbau',
    cell: ({ properties }) => period(properties.installedFrom, properties.installedTo),
  },
  { key: 'notes', header: 'Lieferscheine', cell: ({ properties }) => properties.deliveryNoteNumbers ?? '–' },
  { key: 'where', header: 'Lage', cell: ({ properties }) => properties.geometryNote },
];

export function InstalledMaterialCard({ projectId, project }: { projectId: string; project: unknown }) {
  const installed = useInstalledMaterial(projectId);
  const outline = useMemo(() => outlineOfProject(project), [project]);
  const located = useMemo<FeatureCollection | null>(() => {
    const features = installed.data?.features.filter((feature) => feature.geometry !== null) ?? [];
    return features.length > 0 ? ({ type: 'FeatureCollection', features } as FeatureCollection) : null;
  }, [installed.data]);
  return (
    <Card>
      <CardHeader
        title="Eingebaute Ersatzbaustoffe"
        description="Je Rasterfeld und Materialklasse: Menge, Einbau und Lieferscheine – als Kartenebene und für das Ersatzbaustoffkataster (§ 23 EBV) als GeoJSON oder CSV."
      />
      <CardBody className="space-y-3">
        {installed.isPending ? (
          <ListSkeleton rows={2} />
        ) : installed.isError ? (
          <Alert tone="danger">{errorMessage(installed.error)}</Alert>
        ) : installed.data.features.length === 0 ? (
          <EmptyState icon={MapPinned} title="Noch keine Einbaudokumentation nennt ein Ersatzbaustoff-Material." />
        ) : (
          <>
            {located ? (
              <ProjectMap points={[]} outline={outline} installed={located} />
            ) : (
              <Alert tone="info">
                Für das Projekt ist kein Baufeld gezeichnet: die Einträge tragen die Anschrift des Projekts statt einer
                Fläche.
              </Alert>
            )}
            <DataTable
              caption="Eingebaute Ersatzbaustoffe"
              rows={installed.data.features}
              columns={columns}
              rowKey={(feature) => feature.id}
            />
          </>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="secondary">
            <a href={`${API_BASE}${exportPath(projectId, 'geojson')}`} download="eingebaute-ersatzbaustoffe.geojson">
              <FileDown aria-hidden />
              GeoJSON herunterladen
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a href={`${API_BASE}${exportPath(projectId, 'csv')}`} download>
              <FileDown aria-hidden />
              CSV (WKT) herunterladen
            </a>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

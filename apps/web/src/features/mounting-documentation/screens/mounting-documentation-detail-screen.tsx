// /mounting-documentation/:id — "Bodeneinbau in {gridField}" with the installation, its orders and
// the liming data.
import { Link, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { AuditDetailsCard } from '@/components/audit-details-card';
import { documentDownloadAction } from '@/components/document-download-button';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { formatDate, formatMeters, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ProjectObjectGate, ProjectRuleGate } from '@/components/project-rule-gate';
import { useMountingDocumentation } from '../api';
import type { MountingDocumentation } from '../types';

export function MountingDocumentationDetailScreen() {
  const { projectId = '', mountingDocumentationId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessMountingDocumentation">
      {(project) => (
        <MountingDocumentationDetail projectId={projectId} projectName={project.name} id={mountingDocumentationId} />
      )}
    </ProjectRuleGate>
  );
}

const kilograms = (value: number) => formatNumber(value, { decimals: 2 }) + '\u00a0kg/m²';

type DetailProps = { projectId: string; projectName: string };

function MountingDocumentationDetail({ id, ...props }: DetailProps & { id: string }) {
  return (
    <ProjectObjectGate projectId={props.projectId} query={useMountingDocumentation(id)}>
      {(data) => <MountingDocumentationDetailContent {...props} data={data} />}
    </ProjectObjectGate>
  );
}

function MountingDocumentationDetailContent({
  projectId,
  projectName,
  data,
}: DetailProps & { data: MountingDocumentation }) {
  const allowed = useCan(projectId);
  const liming = data.limingInformation;
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={`Bodeneinbau in ${data.gridField}`}
        breadcrumbs={[
          { label: projectName, href: paths.projectDashboard(projectId) },
          { label: 'Dokumentationen', href: paths.mountingDocumentation(projectId) },
          { label: data.gridField },
        ]}
        secondaryActions={documentDownloadAction(data.document)}
        action={
          allowed('editMountingDocumentation') ? (
            <Button asChild variant="secondary">
              <Link to={paths.editMountingDocumentation(projectId, data.mountingDocumentationId)}>
                <Pencil aria-hidden />
                Bearbeiten
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <Card>
            <CardHeader title="Einbau" />
            <CardBody>
              <DetailList
                items={[
                  { label: 'Rasterfeld', value: data.gridField },
                  { label: 'Einbaudatum', value: formatDate(data.mountingDate) },
                  { label: 'Füllhöhe (NHN)', value: formatMeters(data.fillingHeightInMeters, 2), numeric: true },
                  {
                    label: 'Bestellungen',
                    value: data.orderReferences.length ? (
                      <ul className="flex flex-wrap gap-x-3 gap-y-1">
                        {data.orderReferences.map((reference) => (
                          <li key={reference.orderId}>
                            <Link
                              to={paths.orderDetail(projectId, reference.orderId)}
                              className="tap-target text-brand-700 hover:underline"
                            >
                              {reference.orderNumber}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null,
                  },
                ]}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Kalkung" description={liming ? undefined : 'Der Boden wurde nicht gekalkt.'} />
            {liming ? (
              <CardBody>
                <DetailList
                  items={[
                    {
                      label: 'Kalkmenge pro m²',
                      value: kilograms(liming.limeAmountPerSquareMeterInKilograms),
                      numeric: true,
                    },
                    { label: 'Datum der Kalkung', value: formatDate(liming.dateOfLiming) },
                    { label: 'Datum der zweiten Verdichtung', value: formatDate(liming.dateOfSecondCompaction) },
                    { label: 'Datum der zweiten Stabilisierung', value: formatDate(liming.dateOfSecondStabilization) },
                    {
                      label: 'Kalkmenge pro m² der zweiten Stabilisierung',
                      value: kilograms(liming.limeAmountPerSquareMeterOfSecondStabilizationInKilograms),
                      numeric: true,
                    },
                  ]}
                />
              </CardBody>
            ) : null}
          </Card>
        </div>
        <AuditDetailsCard record={data} createdVerb="Dokumentiert" singleColumn />
      </div>
    </div>
  );
}

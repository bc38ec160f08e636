// /projects/:projectId/compaction-requirements — the contract's required values per layer (issue 37
// item 1). Everybody who sees the load tests reads them; appraisers set, change and delete them
// (`manageCompactionRequirements`). The values start empty: the app ships no normative presets.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  compactionRequirementInputSchema,
  compactionTestKindLabels,
  compactionTestKinds,
  kindCounts,
  suggestedLayers,
  type CompactionRequirementInput,
  type CompactionRequirementView,
  type CompactionTestKind,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-fields';
import { ListSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-fields';
import { toast } from '@/components/ui/toast-store';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDateTime, formatModulus, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Project } from '@/lib/queries/projects';
import { useDeleteRequirement, useRequirements, useSaveRequirement } from './api';

const title = 'Verdichtungsanforderungen';

export function CompactionRequirementsScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessCompactionRequirements">
      {(project) => <CompactionRequirements projectId={projectId} project={project} />}
    </ProjectRuleGate>
  );
}

function CompactionRequirements({ projectId, project }: { projectId: string; project: Project }) {
  const requirements = useRequirements(projectId);
  const canManage = useCan(projectId)('manageCompactionRequirements');
  // null: no form; 'new': a new requirement; otherwise the requirement being changed.
  const [editing, setEditing] = useState<CompactionRequirementView | 'new' | null>(null);
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={title}
        description="Die vertraglich geforderten Werte je Schicht. Jeder Plattendruckversuch mit Schicht wird danach beurteilt."
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(projectId) }, { label: title }]}
        action={
          canManage && editing === null ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Anforderung festlegen
            </Button>
          ) : undefined
        }
        secondaryActions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={paths.listDynamicLoadAnalysis(projectId)}>Dynamische Versuche</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.listStaticLoadAnalysis(projectId)}>Statische Versuche</Link>
            </Button>
          </div>
        }
      />
      <div className="space-y-5">
        {editing !== null ? (
          <RequirementForm
            key={editing === 'new' ? 'new' : editing.requirementId}
            projectId={projectId}
            requirement={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {requirements.isPending ? (
          <ListSkeleton rows={3} />
        ) : requirements.isError ? (
          <Alert tone="danger">{errorMessage(requirements.error)}</Alert>
        ) : (
          <DataTable
            caption={title}
            rows={requirements.data}
            rowKey={(requirement) => requirement.requirementId}
            columns={columnsFor(projectId, canManage ? setEditing : null)}
            empty={
              <EmptyState
                title="Es ist noch keine Anforderung festgelegt."
                description={
                  canManage
                    ? 'Legen Sie die Werte aus dem Vertrag je Schicht fest.'
                    : 'Die Anforderungen legt der Gutachter fest.'
                }
              />
            }
          />
        )}
      </div>
    </div>
  );
}

const modulus = (value: number | null) => formatModulus(value) || '–';
const ratioText = (requirement: CompactionRequirementView) => {
  if (requirement.maxRatio === null) return '–';
  const ratio = `≤ ${formatNumber(requirement.maxRatio, { decimals: 2 })}`;
  return requirement.ratioFromEv2 === null ? ratio : `${ratio} ab Ev2 ${modulus(requirement.ratioFromEv2)}`;
};

function columnsFor(
  projectId: string,
  edit: ((requirement: CompactionRequirementView) => void) | null,
): Column<CompactionRequirementView>[] {
  const columns: Column<CompactionRequirementView>[] = [
    { key: 'layer', header: 'Schicht', primary: true, cell: (requirement) => requirement.layer },
    { key: 'kind', header: 'Versuchsart', cell: (requirement) => compactionTestKindLabels[requirement.testKind] },
    {
      key: 'minEv2',
      header: 'Ev2 mindestens',
      align: 'right',
      cell: (requirement) => modulus(requirement.minEv2),
    },
    { key: 'ratio', header: 'Ev2/Ev1 höchstens', cell: ratioText },
    {
      key: 'minEvd',
      header: 'Evd mindestens',
      align: 'right',
      cell: (requirement) => modulus(requirement.minEvd),
    },
    {
      key: 'updated',
      header: 'Festgelegt',
      cell: (requirement) =>
        `${formatDateTime(requirement.updatedAt)}${requirement.updatedBy ? `, ${requirement.updatedBy.name}` : ''}`,
    },
  ];
  if (!edit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (requirement) => <RequirementActions projectId={projectId} requirement={requirement} edit={edit} />,
    },
  ];
}

function RequirementActions({
  projectId,
  requirement,
  edit,
}: {
  projectId: string;
  requirement: CompactionRequirementView;
  edit: (requirement: CompactionRequirementView) => void;
}) {
  const remove = useDeleteRequirement(projectId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(requirement.requirementId);
      toast.success(`Die Anforderung für „${requirement.layer}“ wurde gelöscht`);
    } catch (error) {
      toast.error('Die Anforderung konnte nicht gelöscht werden', errorMessage(error));
      return false;
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => edit(requirement)}
        aria-label={`${requirement.layer} bearbeiten`}
      >
        <Pencil aria-hidden />
        Bearbeiten
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="danger-outline" size="sm" aria-label={`${requirement.layer} löschen`}>
            <Trash2 aria-hidden />
            Löschen
          </Button>
        }
        title="Anforderung löschen"
        description={`Die Versuche der Schicht „${requirement.layer}“ werden danach nicht mehr beurteilt.`}
        confirmLabel="Anforderung löschen"
        tone="danger"
        onConfirm={confirm}
      />
    </div>
  );
}

type RequirementFormValues = {
  layer: string;
  testKind: CompactionTestKind | null;
  minEv2: number | null;
  maxRatio: number | null;
  ratioFromEv2: number | null;
  minEvd: number | null;
};

const staticFields = ['minEv2', 'maxRatio', 'ratioFromEv2'] as const;

function RequirementForm({
  projectId,
  requirement,
  onDone,
}: {
  projectId: string;
  requirement: CompactionRequirementView | null;
  onDone: () => void;
}) {
  const save = useSaveRequirement(projectId, requirement?.requirementId ?? null);
  const form = useDomainForm<RequirementFormValues, CompactionRequirementInput>(compactionRequirementInputSchema, {
    layer: requirement?.layer ?? '',
    testKind: requirement?.testKind ?? null,
    minEv2: requirement?.minEv2 ?? null,
    maxRatio: requirement?.maxRatio ?? null,
    ratioFromEv2: requirement?.ratioFromEv2 ?? null,
    minEvd: requirement?.minEvd ?? null,
  });
  const testKind = form.watch('testKind');
  const judgesStatic = testKind !== null && kindCounts(testKind, 'static');
  const judgesDynamic = testKind !== null && kindCounts(testKind, 'dynamic');
  // A value of a kind the requirement does not judge is not sent (the server would refuse it).
  useEffect(() => {
    if (testKind === null) return;
    if (!kindCounts(testKind, 'static')) for (const field of staticFields) form.setValue(field, null);
    if (!kindCounts(testKind, 'dynamic')) form.setValue('minEvd', null);
  }, [testKind, form]);
  const submit = submitHandler(form, save.mutateAsync, {
    success: (saved) => `Die Anforderung für „${saved.layer}“ wurde gespeichert`,
    failure: 'Die Anforderung konnte nicht gespeichert werden',
    then: onDone,
  });
  return (
    <Card>
      <CardHeader title={requirement ? `Anforderung „${requirement.layer}“ ändern` : 'Neue Anforderung'} />
      <CardBody>
        <Form form={form} onSubmit={submit}>
          <FormSection
            title="Schicht"
            description="Die Versuche nennen ihre Schicht; Groß- und Kleinschreibung zählt nicht."
          >
            <TextField
              name="layer"
              label="Schicht"
              required
              suggestions={suggestedLayers}
              placeholder="z. B. Frostschutzschicht"
              autoComplete="off"
            />
            <SelectField
              name="testKind"
              label="Versuchsart, die zählt"
              required
              placeholder="Bitte wählen"
              options={compactionTestKinds.map((kind) => ({ value: kind, label: compactionTestKindLabels[kind] }))}
            />
          </FormSection>
          {judgesStatic ? (
            <FormSection title="Statischer Plattendruckversuch" description="DIN 18134; leer bleibt ungeprüft.">
              <NumberField name="minEv2" label="Ev2 mindestens" unit="MN/m²" allowDecimals />
              <NumberField name="maxRatio" label="Ev2/Ev1 höchstens" allowDecimals />
              <NumberField
                name="ratioFromEv2"
                label="Ev2/Ev1 erst prüfen ab Ev2"
                unit="MN/m²"
                allowDecimals
                hint="Leer: das Verhältnis wird bei jedem Versuch geprüft."
              />
            </FormSection>
          ) : null}
          {judgesDynamic ? (
            <FormSection title="Dynamischer Plattendruckversuch">
              <NumberField name="minEvd" label="Evd mindestens" unit="MN/m²" allowDecimals required />
            </FormSection>
          ) : null}
          <FormActions>
            <Button variant="secondary" onClick={onDone}>
              Abbrechen
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Anforderung speichern
            </Button>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

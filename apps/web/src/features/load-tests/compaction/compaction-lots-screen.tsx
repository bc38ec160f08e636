// /projects/:projectId/compaction-lots — test lots (Prüflose, issue 37 item 3, decision 0670). Every
// lot shows its count, minimum, mean, the share that meets the requirement and its verdict under the
// chosen rule, its tests, and the report PDF to hand to the client. Appraisers form, change and
// delete lots by choosing the grid fields (and, where tests of several layers lie there, the layer).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FileDown, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  compactionLotInputSchema,
  lotRuleLabels,
  lotRuleText,
  lotRules,
  lotTestKindLabels,
  lotTestKinds,
  lotValueNames,
  type CompactionLotInput,
  type CompactionLotView,
  type LotRule,
  type LotTestKind,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CheckboxListField } from '@/components/ui/checkbox-list-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DetailList } from '@/components/ui/detail-list';
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
import { lotReportUrl, useDeleteLot, useLotFields, useLots, useSaveLot } from './api';
import { VerdictBadge } from './verdict-badge';

const title = 'Prüflose';

export function CompactionLotsScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessCompactionRequirements">
      {(project) => <CompactionLots projectId={projectId} project={project} />}
    </ProjectRuleGate>
  );
}

function CompactionLots({ projectId, project }: { projectId: string; project: Project }) {
  const lots = useLots(projectId);
  const canManage = useCan(projectId)('manageCompactionRequirements');
  // null: no form; 'new': a new lot; otherwise the lot being changed.
  const [editing, setEditing] = useState<CompactionLotView | 'new' | null>(null);
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={title}
        description="Versuche einer Schicht in gewählten Rasterfeldern, gemeinsam beurteilt nach der gewählten Regel."
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(projectId) }, { label: title }]}
        action={
          canManage && editing === null ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Prüflos bilden
            </Button>
          ) : undefined
        }
        secondaryActions={
          <Button asChild variant="secondary">
            <Link to={paths.compactionRequirements(projectId)}>Verdichtungsanforderungen</Link>
          </Button>
        }
      />
      <div className="space-y-5">
        {editing !== null ? (
          <LotForm
            key={editing === 'new' ? 'new' : editing.lotId}
            projectId={projectId}
            lot={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
        {lots.isPending ? (
          <ListSkeleton rows={3} />
        ) : lots.isError ? (
          <Alert tone="danger">{errorMessage(lots.error)}</Alert>
        ) : lots.data.length === 0 ? (
          <EmptyState
            title="Es ist noch kein Prüflos gebildet."
            description={
              canManage
                ? 'Bilden Sie ein Prüflos aus den Versuchen einer Schicht in den gewählten Rasterfeldern.'
                : 'Prüflose bildet der Gutachter.'
            }
          />
        ) : (
          lots.data.map((lot) => (
            <LotCard
              key={lot.lotId}
              projectId={projectId}
              lot={lot}
              edit={canManage && editing === null ? () => setEditing(lot) : null}
            />
          ))
        )}
      </div>
    </div>
  );
}

const modulus = (value: number | null) => formatModulus(value) || '–';

function LotCard({ projectId, lot, edit }: { projectId: string; lot: CompactionLotView; edit: (() => void) | null }) {
  const { summary } = lot;
  const valueName = lotValueNames[lot.testKind];
  return (
    <Card data-lot={lot.name}>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {lot.name}
            <VerdictBadge verdict={summary.verdict} />
          </span>
        }
        description={`${lot.layer} · ${lotTestKindLabels[lot.testKind]}`}
      />
      <CardBody className="space-y-5">
        {summary.verdict.reason ? <p className="text-sm text-slate-700">{summary.verdict.reason}</p> : null}
        <DetailList
          items={[
            { label: 'Rasterfelder', value: lot.gridFields.join(', ') },
            { label: 'Regel', value: lotRuleText(lot) },
            { label: 'Versuche', value: String(summary.count), numeric: true },
            {
              label: 'Erfüllt',
              value:
                summary.sharePassed === null
                  ? '–'
                  : `${summary.passed} von ${summary.count} (${formatNumber(summary.sharePassed, { decimals: 1 })} %)`,
              numeric: true,
            },
            { label: `Kleinster Wert ${valueName}`, value: modulus(summary.minimum), numeric: true },
            { label: `Mittelwert ${valueName}`, value: modulus(summary.mean), numeric: true },
          ]}
        />
        <DataTable
          caption={`Versuche des Prüfloses ${lot.name}`}
          rows={lot.tests}
          rowKey={(test) => test.id}
          columns={[
            { key: 'number', header: 'Versuch-Nr.', primary: true, cell: (test) => `Nr. ${test.number}` },
            { key: 'field', header: 'Rasterfeld', cell: (test) => test.gridField },
            { key: 'date', header: 'Datum', cell: (test) => formatDateTime(test.analysedAt) },
            {
              key: 'value',
              header: `${valueName} [MN/m²]`,
              align: 'right',
              cell: (test) => (test.value === null ? '–' : formatNumber(test.value, { decimals: 2 })),
            },
            { key: 'verdict', header: 'Bewertung', cell: (test) => <VerdictBadge verdict={test.verdict} /> },
          ]}
          empty={<EmptyState title="In den Rasterfeldern gibt es keinen Versuch dieser Schicht." />}
        />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <a href={lotReportUrl(projectId, lot.lotId)} download>
              <FileDown aria-hidden />
              Bericht (PDF)
            </a>
          </Button>
          {edit ? <LotActions projectId={projectId} lot={lot} edit={edit} /> : null}
        </div>
      </CardBody>
    </Card>
  );
}

function LotActions({ projectId, lot, edit }: { projectId: string; lot: CompactionLotView; edit: () => void }) {
  const remove = useDeleteLot(projectId);
  const confirm = async () => {
    try {
      await remove.mutateAsync(lot.lotId);
      toast.success(`Das Prüflos „${lot.name}“ wurde gelöscht`);
    } catch (error) {
      toast.error('Das Prüflos konnte nicht gelöscht werden', errorMessage(error));
      return false;
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={edit} aria-label={`${lot.name} bearbeiten`}>
        <Pencil aria-hidden />
        Bearbeiten
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="danger-outline" aria-label={`${lot.name} löschen`}>
            <Trash2 aria-hidden />
            Löschen
          </Button>
        }
        title="Prüflos löschen"
        description={`Das Prüflos „${lot.name}“ wird gelöscht; seine Versuche bleiben erhalten.`}
        confirmLabel="Prüflos löschen"
        tone="danger"
        onConfirm={confirm}
      />
    </>
  );
}

type LotFormValues = {
  name: string;
  testKind: LotTestKind | null;
  layer: string;
  gridFields: string[];
  rule: LotRule | null;
  minSharePercent: number | null;
  minCount: number | null;
};

function LotForm({ projectId, lot, onDone }: { projectId: string; lot: CompactionLotView | null; onDone: () => void }) {
  const save = useSaveLot(projectId, lot?.lotId ?? null);
  const form = useDomainForm<LotFormValues, CompactionLotInput>(compactionLotInputSchema, {
    name: lot?.name ?? '',
    testKind: lot?.testKind ?? 'dynamic',
    layer: lot?.layer ?? '',
    gridFields: lot?.gridFields ?? [],
    rule: lot?.rule ?? 'all',
    minSharePercent: lot?.minSharePercent ?? null,
    minCount: lot?.minCount ?? null,
  });
  const testKind = form.watch('testKind');
  const rule = form.watch('rule');
  const chosen = form.watch('gridFields');
  const fields = useLotFields(projectId, testKind);
  // The share and the count belong to the share rule only (the server refuses them otherwise).
  useEffect(() => {
    if (rule === 'share') return;
    form.setValue('minSharePercent', null);
    form.setValue('minCount', null);
  }, [rule, form]);
  const layers = [
    ...new Set(
      (fields.data ?? []).filter((field) => chosen.includes(field.gridField)).flatMap((field) => field.layers),
    ),
  ].sort();
  const submit = submitHandler(form, save.mutateAsync, {
    success: (saved) => `Das Prüflos „${saved.name}“ wurde gespeichert`,
    failure: 'Das Prüflos konnte nicht gespeichert werden',
    then: onDone,
  });
  return (
    <Card>
      <CardHeader title={lot ? `Prüflos „${lot.name}“ ändern` : 'Neues Prüflos'} />
      <CardBody>
        <Form form={form} onSubmit={submit}>
          <FormSection title="Prüflos">
            <TextField name="name" label="Bezeichnung" required placeholder="z. B. Los 1 Planum Nord" />
            <SelectField
              name="testKind"
              label="Versuchsart"
              required
              options={lotTestKinds.map((kind) => ({ value: kind, label: lotTestKindLabels[kind] }))}
            />
          </FormSection>
          <FormSection
            title="Rasterfelder und Schicht"
            description="Das Prüflos umfasst die Versuche einer Schicht in den gewählten Rasterfeldern, auch später erfasste."
          >
            <CheckboxListField
              name="gridFields"
              label="Rasterfelder"
              required
              twoColumns
              empty={
                fields.isPending
                  ? 'Die Rasterfelder werden geladen …'
                  : 'Es gibt noch keinen Versuch dieser Art mit Schicht.'
              }
              options={(fields.data ?? []).map((field) => ({
                value: field.gridField,
                label: (
                  <span>
                    <span className="font-medium">{field.gridField}</span>
                    <span className="block text-slate-600">
                      {field.tests === 1 ? '1 Versuch' : `${field.tests} Versuche`}: {field.layers.join(', ')}
                    </span>
                  </span>
                ),
              }))}
            />
            <TextField
              name="layer"
              label="Schicht"
              suggestions={layers}
              autoComplete="off"
              hint={
                layers.length > 1
                  ? `In den gewählten Feldern liegen Versuche mehrerer Schichten (${layers.join(', ')}): bitte wählen Sie eine.`
                  : 'Leer: die Schicht der Versuche in den gewählten Feldern.'
              }
            />
          </FormSection>
          <FormSection title="Regel">
            <SelectField
              name="rule"
              label="Das Prüflos ist erfüllt, wenn"
              required
              options={lotRules.map((value) => ({ value, label: lotRuleLabels[value] }))}
            />
            {rule === 'share' ? (
              <>
                <NumberField name="minSharePercent" label="Mindestanteil erfüllter Versuche" unit="%" required />
                <NumberField name="minCount" label="Mindestanzahl Versuche" required />
              </>
            ) : null}
          </FormSection>
          <FormActions>
            <Button variant="secondary" onClick={onDone}>
              Abbrechen
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Prüflos speichern
            </Button>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

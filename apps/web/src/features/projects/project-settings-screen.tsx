import { Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { optionLists, updateProjectSchema, type UpdateProjectData } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { MultiSelectField } from '@/components/ui/select-fields';
import { TextField } from '@/components/ui/text-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects/project-details';
import { useUpdateProject } from './settings-api';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { toProjectSettingsForm, type ProjectSettingsForm } from './project-settings-form';
import { SiteAreaField } from './site-area-field';
import { ListSkeleton } from '@/components/ui/skeleton';
import { ProjectTokenPanel } from '@/features/integrations';

const workTypeOptions = optionLists.projectConstructionWorkType.map(({ value, label }) => ({ value, label }));

/** /projects/:projectId/settings — edit the project (needs manageProject). */
export function ProjectSettingsScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageProject">
      {(project) => <ProjectSettings key={project.projectId} project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

function ProjectSettings({ project }: { project: ProjectDetails }) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.projectId);
  const form = useDomainForm<ProjectSettingsForm, UpdateProjectData>(
    updateProjectSchema,
    toProjectSettingsForm(project),
  );
  const submit = submitHandler(form, update.mutateAsync, {
    success: 'Die Projektdaten wurden gespeichert',
    failure: 'Die Projektdaten konnten nicht gespeichert werden',
    then: () => navigate(paths.projectDashboard(project.projectId)),
  });
  const dashboard = paths.projectDashboard(project.projectId);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Projekteinstellungen"
        description={project.name}
        breadcrumbs={[{ label: project.name, href: dashboard }, { label: 'Projekteinstellungen' }]}
      />
      {!project.isProjectDataCompleted ? (
        <Alert tone="warning" title="Projektdaten unvollständig" className="mb-5">
          Füllen Sie alle Pflichtfelder aus. Erst dann lassen sich die Projektfunktionen aktivieren.
        </Alert>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <FormSection title="Stammdaten">
          <TextField name="name" label="Projektname" required className="sm:col-span-2" />
          <TextField name="number" label="Projektnummer" required />
          <TextField name="client" label="Auftraggeber" required />
          <MultiSelectField
            name="constructionWorkTypes"
            label="Art der Bauarbeiten"
            options={workTypeOptions}
            placeholder="Bauarbeiten auswählen"
          />
          <DateField name="startDate" label="Baubeginn" placeholder="Datum wählen" clearable />
        </FormSection>
        <FormSection title="Baustellenadresse">
          <TextField name="address.street" label="Straße" autoComplete="off" required />
          <TextField name="address.houseNumber" label="Hausnummer" required />
          <TextField name="address.postalCode" label="PLZ" inputMode="numeric" required />
          <TextField name="address.city" label="Stadt" required />
          <div className="space-y-1.5">
            <label htmlFor="project-country" className="block text-sm font-medium text-slate-800">
              Land
            </label>
            <Input id="project-country" value="Deutschland" disabled readOnly />
          </div>
        </FormSection>
        <FormSection title="Projektattribute">
          <FileUploadField name="attributes.layoutPlan" label="Lageplan" className="sm:col-span-2" />
          <YesNoField name="attributes.isBoundaryNotificationRequired" label="Grenzanzeige erforderlich" required />
          <YesNoField name="attributes.isExplosivesClearanceAvailable" label="Kampfmittelfreigabe liegt vor" required />
          <YesNoField name="attributes.isRemediationPlanAvailable" label="Sanierungsplan liegt vor" required />
          <YesNoField
            name="attributes.isDeliverySignatureRequired"
            label="Unterschrift bei Lieferungen verlangen"
            hint="Der Empfänger unterschreibt jede Anlieferung auf dem Gerät; über die Schnittstelle bleibt sie freiwillig."
          />
          <NumberField
            name="attributes.transferHeightTopInCentimeters"
            label="Übergabehöhe oben"
            unit="cm NHN"
            hint="Höhe der Übergabe-Oberkante in Zentimetern über Normalhöhennull, mindestens 1."
          />
          <NumberField
            name="attributes.transferHeightBottomInCentimeters"
            label="Übergabehöhe unten"
            unit="cm NHN"
            hint="Höhe der Übergabe-Unterkante in Zentimetern über Normalhöhennull, mindestens 1."
          />
          <SiteAreaField
            name="attributes.geoJson"
            projectId={project.projectId}
            withGrid={project.enabledFeatures.includes('mounting-documentation')}
          />
        </FormSection>
        <FormActions>
          <Button asChild variant="secondary">
            <Link to={dashboard}>Abbrechen</Link>
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Speichern
          </Button>
        </FormActions>
      </Form>
      <section className="mt-8" aria-label="API-Tokens des Projekts">
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <ProjectTokenPanel projectId={project.projectId} />
        </Suspense>
      </section>
    </div>
  );
}

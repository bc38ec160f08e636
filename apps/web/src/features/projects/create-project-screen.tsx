import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { createProjectSchema, type CreateProjectInput } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-fields';
import { TextField } from '@/components/ui/text-fields';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { useCreateProject, useOrganizations } from './api';

type CreateProjectForm = { organizationId: string | null; name: string };

/** /manage-projects/new — name and organization; the rest is completed in the project settings. */
export function CreateProjectScreen() {
  const allowed = useCan();
  const navigate = useNavigate();
  const organizations = useOrganizations(allowed('manageProjects'));
  const create = useCreateProject();
  // The form starts with no organization (null); the schema answers that with the required message.
  const form = useDomainForm<CreateProjectForm, CreateProjectInput>(createProjectSchema, {
    organizationId: null,
    name: '',
  });
  // With a single organization there is nothing to choose.
  const only = organizations.data?.length === 1 ? organizations.data[0]!.organizationId : null;
  useEffect(() => {
    if (only && !form.getValues('organizationId')) form.setValue('organizationId', only);
  }, [only, form]);

  if (!allowed('manageProjects')) return <AccessDenied />;
  const submit = submitHandler(form, create.mutateAsync, {
    success: (_, values) => `Das Projekt „${values.name}“ wurde angelegt`,
    failure: 'Das Projekt konnte nicht angelegt werden',
    then: () => navigate(paths.manageProjects()),
  });
  const options = (organizations.data ?? []).map((organization) => ({
    value: organization.organizationId,
    label: organization.name,
  }));
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Projekt anlegen"
        description="Nach dem Anlegen vervollständigen Sie die Projektdaten in den Projekteinstellungen."
        breadcrumbs={[
          { label: 'Startseite', href: paths.home() },
          { label: 'Projekte', href: paths.manageProjects() },
          { label: 'Projekt anlegen' },
        ]}
      />
      {organizations.isError ? (
        <Alert tone="danger" title="Die Firmen konnten nicht geladen werden" className="mb-5">
          {errorMessage(organizations.error)}
        </Alert>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <FormSection title="Projekt">
          <TextField name="name" label="Projektname" required className="sm:col-span-2" />
          <SelectField
            name="organizationId"
            label="Firma"
            required
            options={options}
            placeholder={organizations.isPending ? 'Firmen werden geladen ...' : 'Firma auswählen'}
            disabled={organizations.isPending}
            className="sm:col-span-2"
          />
        </FormSection>
        <FormActions>
          <Button asChild variant="secondary">
            <Link to={paths.manageProjects()}>Abbrechen</Link>
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Projekt anlegen
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { Layers, Recycle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { asProjectDetails, type ProjectDetails } from '@/features/projects/project-details';
import { ProjectRuleGate } from '@/components/project-rule-gate';
import { featureCards, type FeatureCard } from '@/features/projects/project-feature-cards';

const icons = { ebv: Recycle, 'mounting-documentation': Layers } as const;

/** /projects/:projectId/features — the two feature cards, usable once the project data is complete. */
export function ProjectFeaturesScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="manageProjectFeatures">
      {(project) => <ProjectFeatures project={asProjectDetails(project)} />}
    </ProjectRuleGate>
  );
}

function ProjectFeatures({ project }: { project: ProjectDetails }) {
  const isUsable = project.isProjectDataCompleted;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Projektfunktionen"
        description="Aktivieren Sie die Dokumentationen, die auf dieser Baustelle geführt werden."
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Projektfunktionen' },
        ]}
      />
      {!isUsable ? (
        <Alert tone="warning" title="Projektdaten unvollständig" className="mb-5">
          <p>Die Projektfunktionen können erst aktiviert werden, wenn alle Projektdaten vollständig sind.</p>
          <Button asChild size="sm" variant="secondary" className="mt-2">
            <Link to={paths.projectUpdate(project.projectId)}>Projekt bearbeiten</Link>
          </Button>
        </Alert>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {featureCards.map((card) => (
          <FeatureCardView key={card.feature} card={card} project={project} isUsable={isUsable} />
        ))}
      </div>
    </div>
  );
}

function FeatureCardView({
  card,
  project,
  isUsable,
}: {
  card: FeatureCard;
  project: ProjectDetails;
  isUsable: boolean;
}) {
  const isActive = project.enabledFeatures.includes(card.feature);
  const Icon = icons[card.feature];
  return (
    <Card role="region" className="flex flex-col p-5" aria-labelledby={`feature-${card.feature}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`feature-${card.feature}`} className="text-[15px] font-semibold text-slate-900">
              {card.title}
            </h2>
            {isActive ? <Badge tone="success">Aktiviert</Badge> : <Badge>Nicht aktiviert</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">{card.description}</p>
        </div>
      </div>
      <div className="mt-5 flex justify-end border-t border-slate-100 pt-4">
        {isUsable ? (
          <Button asChild variant={isActive ? 'secondary' : 'primary'} className="w-full sm:w-auto">
            <Link to={card.settingsPath(project.projectId)}>{isActive ? 'Bearbeiten' : 'Aktivieren'}</Link>
          </Button>
        ) : (
          <Button disabled className="w-full sm:w-auto" variant={isActive ? 'secondary' : 'primary'}>
            {isActive ? 'Bearbeiten' : 'Aktivieren'}
          </Button>
        )}
      </div>
    </Card>
  );
}

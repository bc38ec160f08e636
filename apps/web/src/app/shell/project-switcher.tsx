import { useNavigate } from 'react-router';
import { Select } from '@/components/ui/select';
import type { ProjectListItem } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';

/** "Ihre Projekte": choosing a project opens its dashboard, the empty choice goes home. */
export function ProjectSwitcher({
  projects,
  currentProjectId,
  onNavigate,
}: {
  projects: ProjectListItem[];
  currentProjectId?: string;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Select
      aria-label="Projekt auswählen"
      value={
        currentProjectId && projects.some((project) => project.projectId === currentProjectId) ? currentProjectId : null
      }
      onChange={(projectId) => {
        navigate(projectId ? paths.projectDashboard(projectId) : paths.home());
        onNavigate?.();
      }}
      options={projects.map((project) => ({
        value: project.projectId,
        label: project.number ? `${project.projectName} (${project.number})` : project.projectName,
      }))}
      placeholder="Projekt auswählen"
      allowEmpty
      wrapValue
      className="text-sm"
    />
  );
}

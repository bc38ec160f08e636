// What the side menu shows (spec part 1 "Shell"), as data: a pure function of the current user and
// the current project, decided by the shared rule table. The component only renders it.
import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  KeyRound,
  ClipboardList,
  FileText,
  FolderCog,
  Gauge,
  HardHat,
  LayoutDashboard,
  Layers,
  Mountain,
  Settings,
  ShieldCheck,
  Tractor,
  Truck,
  Users,
  Activity,
  FileCheck2,
  Recycle,
  Shovel,
  FlaskConical,
  Webhook,
  Archive,
  Target,
  LayoutGrid,
} from 'lucide-react';
import type { CurrentUser } from '@/lib/current-user';
import type { Project, ProjectListItem } from '@/lib/queries/projects';
import { canUser } from '@/lib/can';
import { paths } from '@/lib/paths';

export type MenuLink = { label: string; href: string; icon: LucideIcon; end?: boolean };
export type MenuGroup = { id: string; label: string; links: MenuLink[]; collapsible: boolean };

export type MenuModel = {
  administration: MenuLink[];
  /** Tools without a project (the material class calculator). */
  tools: MenuLink[];
  /** Projects for the "Ihre Projekte" dropdown; empty when it is not shown (≤ 1 project). */
  switchableProjects: ProjectListItem[];
  currentProject: { projectId: string; name: string; dashboard: MenuLink; groups: MenuGroup[] } | null;
};

export function buildMenu(
  currentUser: CurrentUser,
  options: { projects?: ProjectListItem[]; projectId?: string; project?: Project },
): MenuModel {
  const allowed = (rule: Parameters<typeof canUser>[1]) =>
    canUser(currentUser, rule, { projectId: options.projectId, project: options.project });

  const administration: MenuLink[] = [];
  if (allowed('manageGuests')) administration.push({ label: 'Gäste', href: paths.guests(), icon: Users });
  if (allowed('manageProjects'))
    administration.push({ label: 'Projekte', href: paths.manageProjects(), icon: Building2 });
  if (allowed('manageMachines'))
    administration.push({ label: 'Maschinen', href: paths.manageMachines(), icon: Tractor });
  if (allowed('manageIntegrationTokens'))
    administration.push({ label: 'Integrationen', href: paths.integrationTokens(), icon: KeyRound });
  if (allowed('verifyHistoryChains'))
    administration.push({ label: 'Verlaufsprüfung', href: paths.historyChains(), icon: ShieldCheck });
  if (allowed('viewRetention')) administration.push({ label: 'Aufbewahrung', href: paths.retention(), icon: Archive });

  const tools: MenuLink[] = [];
  if (allowed('evaluateMaterialClass'))
    tools.push({ label: 'Materialklasse berechnen', href: paths.materialClass(), icon: FlaskConical });
  // The device register's keepers (decision 0680); everybody else reaches it from the test forms.
  if (allowed('manageDevices')) tools.push({ label: 'Prüfgeräte', href: paths.devices(), icon: Gauge });

  // Only projects both assigned to the user and accessible (spec), shown from two on.
  const assigned = new Set(currentUser.assignedProjects.map((assignment) => assignment.projectId));
  const mine = (options.projects ?? []).filter((project) => assigned.has(project.projectId));
  const switchableProjects = mine.length > 1 ? mine : [];

  let currentProject: MenuModel['currentProject'] = null;
  const { projectId, project } = options;
  if (projectId && allowed('accessProject')) {
    const groups: MenuGroup[] = [];
    if (allowed('accessAnnouncements')) {
      groups.push({
        id: 'ebv',
        label: 'Ersatzbaustoffe',
        collapsible: true,
        links: [
          { label: 'Baustellenanzeigen', href: paths.announcements(projectId), icon: FileText },
          {
            label: 'Dokumentation der Asbestfreiheit',
            href: paths.documentationOfAbsenceOfAsbestos(projectId),
            icon: ShieldCheck,
          },
          { label: 'Bauschutt-Mieten', href: paths.wreckingPiles(projectId), icon: Mountain },
          { label: 'Aufbereitetes Material', href: paths.wreckingPileOverview(projectId), icon: Recycle },
          { label: 'Lieferscheine', href: paths.wreckingPileInventory(projectId), icon: FileCheck2 },
        ],
      });
    }
    if (allowed('accessOrders')) {
      groups.push({
        id: 'mounting-documentation',
        label: 'Bodeneinbau',
        collapsible: true,
        links: [
          { label: 'Bestellungen', href: paths.orders(projectId), icon: ClipboardList },
          { label: 'Anlieferungen', href: paths.orderOverview(projectId), icon: Truck },
          { label: 'Dokumentationen', href: paths.mountingDocumentation(projectId), icon: Shovel },
          { label: 'Dynamische Versuche', href: paths.listDynamicLoadAnalysis(projectId), icon: Activity },
          { label: 'Statische Versuche', href: paths.listStaticLoadAnalysis(projectId), icon: Gauge },
          ...(allowed('accessCompactionRequirements')
            ? [
                { label: 'Verdichtungsanforderungen', href: paths.compactionRequirements(projectId), icon: Target },
                { label: 'Prüflose', href: paths.compactionLots(projectId), icon: LayoutGrid },
              ]
            : []),
        ],
      });
    }
    if (allowed('manageProject')) {
      groups.push({
        id: 'settings',
        label: 'Einstellungen',
        collapsible: true,
        links: [
          { label: 'Projekteinstellungen', href: paths.projectUpdate(projectId), icon: Settings },
          { label: 'Projektbeteiligte', href: paths.projectUsers(projectId), icon: HardHat },
          { label: 'Projektfunktionen', href: paths.projectFeatures(projectId), icon: Layers },
          { label: 'Projektdokumente', href: paths.projectDocuments(projectId), icon: FolderCog },
          ...(allowed('manageWebhooks')
            ? [{ label: 'Webhooks', href: paths.projectWebhooks(projectId), icon: Webhook }]
            : []),
        ],
      });
    }
    const listed = options.projects?.find((item) => item.projectId === projectId);
    currentProject = {
      projectId,
      name: project?.name ?? listed?.projectName ?? 'Projekt',
      dashboard: { label: 'Dashboard', href: paths.projectDashboard(projectId), icon: LayoutDashboard, end: true },
      groups,
    };
  }
  return { administration, tools, switchableProjects, currentProject };
}

// Open tasks (spec part 2 "Open tasks"; workflows.md "Open tasks"). The server computes which tasks
// a user has; this registry gives each type its German card text and target route. A new task
// type is one entry here plus its provider on the server.
import { projectRoute } from '../paths.js';
import type { ProjectRole } from '../roles.js';
import type { OpenTask } from './responses.js';

type Variables = Record<string, string | number>;

type TaskDefinition = {
  /** Roles for which the server computes the task. */
  roles: readonly ProjectRole[];
  title: string;
  description: string;
  linkText: string;
  route: (projectId: string, variables: Variables) => string | null;
};

const pileRoute = projectRoute('wreckingPileDetail');
const ordersRoute = projectRoute('orders');
const createDeliveryRoute = projectRoute('createDelivery');

export const taskRegistry = {
  project_complete_data: {
    roles: ['project_manager'],
    title: 'Projektdaten vervollständigen',
    description:
      'Ergänzen Sie Stammdaten, Baustellenadresse und Projektattribute, damit Projektfunktionen aktiviert werden können.',
    linkText: 'Projekt bearbeiten',
    route: projectRoute('projectUpdate'),
  },
  project_add_feature: {
    roles: ['project_manager'],
    title: 'Projektfunktion aktivieren',
    description:
      'Aktivieren Sie die Ersatzbaustoff-Dokumentation oder die Bodeneinbau-Dokumentation für dieses Projekt.',
    linkText: 'Projektfunktionen öffnen',
    route: projectRoute('projectFeatures'),
  },
  project_create_project_announcement: {
    roles: ['project_manager'],
    title: 'Baustellenanzeige erstellen',
    description: 'Erstellen Sie die Baustellenanzeige für die Behörde.',
    linkText: 'Baustellenanzeigen öffnen',
    route: projectRoute('announcements'),
  },
  project_confirm_sending_of_project_announcement: {
    roles: ['project_manager'],
    title: 'Versand der Baustellenanzeige bestätigen',
    description: 'Bestätigen Sie, dass die Baustellenanzeige an die Behörde versendet wurde.',
    linkText: 'Baustellenanzeigen öffnen',
    route: projectRoute('announcements'),
  },
  project_document_absence_of_asbestos: {
    roles: ['project_manager'],
    title: 'Asbestfreiheit dokumentieren',
    description: 'Laden Sie die Dokumentation der Asbestfreiheit hoch, damit Bauschutt-Mieten angelegt werden können.',
    linkText: 'Dokumentation öffnen',
    route: projectRoute('documentationOfAbsenceOfAsbestos'),
  },
  project_submit_prior_notice: {
    roles: ['project_manager'],
    title: 'Voranzeige einreichen',
    description:
      'Die Voranzeige nach § 22 EBV muss bis {dueOn} bei der zuständigen Behörde eingehen (vier Wochen vor dem Einbaubeginn am {startOn}).',
    linkText: 'Anzeigen öffnen',
    route: projectRoute('admissibility'),
  },
  'wrecking_pile-create_acceptance_control': {
    roles: ['machinist', 'project_manager'],
    title: 'Annahmekontrolle durchführen',
    description: 'Für die Miete {wreckingPileName} steht die Annahmekontrolle aus.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-check_acceptance_control': {
    roles: ['project_manager'],
    title: 'Annahmekontrolle prüfen',
    description: 'Die Annahmekontrolle der Miete {wreckingPileName} wartet auf Ihre Prüfung.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-update_acceptance_control': {
    roles: ['machinist', 'project_manager'],
    title: 'Annahmekontrolle überarbeiten',
    description: 'Die Annahmekontrolle der Miete {wreckingPileName} wurde abgelehnt und muss überarbeitet werden.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-document_location': {
    roles: ['machinist'],
    title: 'Standort dokumentieren',
    description: '{count} Charge(n) der Miete {wreckingPileName} ohne dokumentierten Standort.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-create_analytic': {
    roles: ['appraiser'],
    title: 'Analytik erfassen',
    description: '{count} Charge(n) der Miete {wreckingPileName} warten auf die Analytik.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-recreate_analytic': {
    roles: ['appraiser'],
    title: 'Analytik erneut erfassen',
    description: '{count} Charge(n) der Miete {wreckingPileName} wurden zur erneuten Prüfung eingereicht.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-check_analytic': {
    roles: ['project_manager'],
    title: 'Analytik prüfen',
    description: '{count} Charge(n) der Miete {wreckingPileName} warten auf Ihre Prüfung der Analytik.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  // Soil installation (issue "Built for the site"): a count for the appraiser, a shortcut for the foreman.
  'order-approve': {
    roles: ['appraiser'],
    title: 'Bestellungen prüfen',
    description: '{count} Bestellung(en) warten auf Ihre Prüfung und Freigabe.',
    linkText: 'Bestellungen öffnen',
    route: ordersRoute,
  },
  'order-create_delivery': {
    roles: ['foreman'],
    title: 'Anlieferung erfassen',
    description: '{count} freigegebene Bestellung(en) nehmen Anlieferungen an.',
    linkText: 'Anlieferung erfassen',
    // One deliverable order: straight to its delivery form; several: the orders list.
    route: (p, v) => createDeliveryRoute(p, v) ?? ordersRoute(p, v),
  },
} as const satisfies Record<string, TaskDefinition>;

export type TaskType = keyof typeof taskRegistry;

export type RenderedTask = { title: string; description: string; link: { href: string; text: string } | null };

/** Card text and link; an unknown type has the headline "Missing: {type}" (spec part 2). */
export function renderTask(projectId: string, task: Pick<OpenTask, 'type' | 'count' | 'variables'>): RenderedTask {
  const definition = (taskRegistry as Record<string, TaskDefinition | undefined>)[task.type];
  if (!definition) return { title: `Missing: ${task.type}`, description: '', link: null };
  const variables: Variables = { ...task.variables, ...(task.count !== undefined ? { count: task.count } : {}) };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(variables[name] ?? '–'));
  const href = definition.route(projectId, variables);
  return {
    title: fill(definition.title),
    description: fill(definition.description),
    link: href ? { href, text: definition.linkText } : null,
  };
}

export function taskRoute(projectId: string, task: Pick<OpenTask, 'type' | 'variables'>): string | null {
  const definition = (taskRegistry as Record<string, TaskDefinition | undefined>)[task.type];
  return definition ? definition.route(projectId, task.variables ?? {}) : null;
}

// Open tasks (spec part 2 "Open tasks"; workflows.md "Open tasks"). The server computes which tasks
// a user has; this registry gives each type the action it asks for, its German card text and target
// route. Who gets a task is not listed here: it is whoever the rule table (permissions.ts) lets take
// the action in the state that raises the task (decision 0510). A new task type is one entry here
// plus its provider on the server.
import { features, projectRoles, type ProjectRole } from '../roles.js';
import { projectRoute } from '../paths.js';
import { rules, type RuleContext, type RuleName } from '../permissions.js';
import type { OpenTask } from './responses.js';

type Variables = Record<string, string | number>;

type TaskDefinition = {
  /** The action the task asks for: its rule decides for which roles the server lists the task. */
  rule: RuleName;
  /** The state of the object that raises the task, as the rule sees it (status, batch facts). */
  raisedIn?: Pick<RuleContext, 'status' | 'batch'>;
  title: string;
  description: string;
  linkText: string;
  route: (projectId: string, variables: Variables) => string | null;
};

const pileRoute = projectRoute('wreckingPileDetail');
/** A batch with material, broken and not disposed, in this analytic status. */
const brokenBatch = (analyticStatus: string) => ({ status: 'completely_broken', analyticStatus, amountInTons: 1 });
const ordersRoute = projectRoute('orders');
const createDeliveryRoute = projectRoute('createDelivery');

export const taskRegistry = {
  project_complete_data: {
    rule: 'manageProject',
    title: 'Projektdaten vervollständigen',
    description:
      'Ergänzen Sie Stammdaten, Baustellenadresse und Projektattribute, damit Projektfunktionen aktiviert werden können.',
    linkText: 'Projekt bearbeiten',
    route: projectRoute('projectUpdate'),
  },
  project_add_feature: {
    rule: 'manageProjectFeatures',
    title: 'Projektfunktion aktivieren',
    description:
      'Aktivieren Sie die Ersatzbaustoff-Dokumentation oder die Bodeneinbau-Dokumentation für dieses Projekt.',
    linkText: 'Projektfunktionen öffnen',
    route: projectRoute('projectFeatures'),
  },
  project_create_project_announcement: {
    rule: 'createAnnouncement',
    title: 'Baustellenanzeige erstellen',
    description: 'Erstellen Sie die Baustellenanzeige für die Behörde.',
    linkText: 'Baustellenanzeigen öffnen',
    route: projectRoute('announcements'),
  },
  project_confirm_sending_of_project_announcement: {
    rule: 'confirmAnnouncementSending',
    title: 'Versand der Baustellenanzeige bestätigen',
    description: 'Bestätigen Sie, dass die Baustellenanzeige an die Behörde versendet wurde.',
    linkText: 'Baustellenanzeigen öffnen',
    route: projectRoute('announcements'),
  },
  project_document_absence_of_asbestos: {
    rule: 'addAsbestosDocumentation',
    title: 'Asbestfreiheit dokumentieren',
    description: 'Laden Sie die Dokumentation der Asbestfreiheit hoch, damit Bauschutt-Mieten angelegt werden können.',
    linkText: 'Dokumentation öffnen',
    route: projectRoute('documentationOfAbsenceOfAsbestos'),
  },
  project_submit_prior_notice: {
    rule: 'generateEbvDocuments',
    title: 'Voranzeige einreichen',
    description:
      'Die Voranzeige nach § 22 EBV muss bis {dueOn} bei der zuständigen Behörde eingehen (vier Wochen vor dem Einbaubeginn am {startOn}).',
    linkText: 'Anzeigen öffnen',
    route: projectRoute('admissibility'),
  },
  'wrecking_pile-create_acceptance_control': {
    rule: 'createAcceptanceControl',
    raisedIn: { status: 'acceptance_control_open' },
    title: 'Annahmekontrolle durchführen',
    description: 'Für die Miete {wreckingPileName} steht die Annahmekontrolle aus.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-check_acceptance_control': {
    rule: 'rejectAcceptanceControl',
    raisedIn: { status: 'acceptance_control_pending' },
    title: 'Annahmekontrolle prüfen',
    description: 'Die Annahmekontrolle der Miete {wreckingPileName} wartet auf Ihre Prüfung.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-update_acceptance_control': {
    rule: 'editAcceptanceControl',
    raisedIn: { status: 'acceptance_control_rejected' },
    title: 'Annahmekontrolle überarbeiten',
    description: 'Die Annahmekontrolle der Miete {wreckingPileName} wurde abgelehnt und muss überarbeitet werden.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-document_location': {
    rule: 'documentBatchLocation',
    raisedIn: { batch: brokenBatch('open') },
    title: 'Standort dokumentieren',
    description: '{count} Charge(n) der Miete {wreckingPileName} ohne dokumentierten Standort.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-create_analytic': {
    rule: 'createAnalytic',
    raisedIn: { batch: brokenBatch('open') },
    title: 'Analytik erfassen',
    description: '{count} Charge(n) der Miete {wreckingPileName} warten auf die Analytik.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-recreate_analytic': {
    rule: 'createAnalytic',
    raisedIn: { batch: brokenBatch('open') },
    title: 'Analytik erneut erfassen',
    description: '{count} Charge(n) der Miete {wreckingPileName} wurden zur erneuten Prüfung eingereicht.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  'wrecking_pile-batch-check_analytic': {
    rule: 'reviewAnalytic',
    raisedIn: { batch: brokenBatch('check') },
    title: 'Analytik prüfen',
    description: '{count} Charge(n) der Miete {wreckingPileName} warten auf Ihre Prüfung der Analytik.',
    linkText: 'Miete einsehen',
    route: pileRoute,
  },
  // Soil installation (issue "Built for the site"): a count for the appraiser, a shortcut for the foreman.
  'order-approve': {
    rule: 'approveOrder',
    raisedIn: { status: 'in_review' },
    title: 'Bestellungen prüfen',
    description: '{count} Bestellung(en) warten auf Ihre Prüfung und Freigabe.',
    linkText: 'Bestellungen öffnen',
    route: ordersRoute,
  },
  'order-create_delivery': {
    rule: 'createDelivery',
    raisedIn: { status: 'approved' },
    title: 'Anlieferung erfassen',
    description: '{count} freigegebene Bestellung(en) nehmen Anlieferungen an.',
    linkText: 'Anlieferung erfassen',
    // One deliverable order: straight to its delivery form; several: the orders list.
    route: (p, v) => createDeliveryRoute(p, v) ?? ordersRoute(p, v),
  },
  // Issue 37 (decision 0661): a failed plate load test, until a re-test of it passes.
  'dynamic_load_analysis-recompact': {
    rule: 'arrangeRecompaction',
    title: 'Nachverdichten und erneut prüfen',
    description:
      'Der dynamische Plattendruckversuch Nr. {number} im Rasterfeld {gridField} erfüllt die Anforderung nicht ({reason}). Lassen Sie nachverdichten und erneut prüfen.',
    linkText: 'Versuch ansehen',
    route: projectRoute('dynamicLoadAnalysisDetail'),
  },
  'static_load_analysis-recompact': {
    rule: 'arrangeRecompaction',
    title: 'Nachverdichten und erneut prüfen',
    description:
      'Der statische Plattendruckversuch Nr. {number} im Rasterfeld {gridField} erfüllt die Anforderung nicht ({reason}). Lassen Sie nachverdichten und erneut prüfen.',
    linkText: 'Versuch ansehen',
    route: projectRoute('staticLoadAnalysisDetail'),
  },
  // Issue 37 item 4 (decision 0680): a device the project tests with needs a new certificate.
  'device-recalibrate': {
    rule: 'manageDevices',
    title: 'Gerät kalibrieren lassen',
    description:
      'Die Kalibrierung des Geräts „{deviceType}“ mit der Seriennummer {serialNumber} {state}. Versuche mit einem nicht kalibrierten Gerät werden nicht beurteilt. Laden Sie den neuen Kalibrierschein hoch.',
    linkText: 'Gerät öffnen',
    route: projectRoute('deviceDetail'),
  },
} as const satisfies Record<string, TaskDefinition>;

export type TaskType = keyof typeof taskRegistry;

/** The project as far as a task's rule asks: every feature on, every precondition met. */
const everyFactMet: RuleContext['project'] = {
  enabledFeatures: features,
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: true,
  isDocumentationOfAbsenceOfAsbestosCompleted: true,
  deliverableOrderCount: 1,
};

/** The project roles whose holders the task's rule lets take its action in the state that raises it. */
function rolesAllowedBy({ rule, raisedIn }: TaskDefinition): readonly ProjectRole[] {
  return projectRoles.filter((role) =>
    rules[rule].check({ user: { isAdmin: false }, roles: [role], project: everyFactMet, ...raisedIn }),
  );
}

/** For each task type, the roles the server lists it for: read from the rule table, never kept twice. */
export const taskRoles = Object.fromEntries(
  Object.entries(taskRegistry).map(([type, definition]) => [type, rolesAllowedBy(definition)]),
) as Record<TaskType, readonly ProjectRole[]>;

/** Whether a task of this type is listed for a user asking with these roles (unknown types always are). */
export function isTaskForRoles(type: string, roles: ReadonlySet<ProjectRole>): boolean {
  const allowed = (taskRoles as Record<string, readonly ProjectRole[] | undefined>)[type];
  // A task type without a registry entry is still shown (as "Missing: {type}") to make the gap visible.
  return allowed === undefined || allowed.some((role) => roles.has(role));
}

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

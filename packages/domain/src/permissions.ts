// THE rule table (spec part 1 §6, part 3 §6; part 2 adds its rows here). The server enforces each
// rule on its routes; the web app calls the same functions to show or hide actions and menu groups.
//
// Four-eyes (issue 12, decision 0251): a rule marked `fourEyes` is refused to everybody the target
// object names as its author (createdBy, updatedBy) or as its subject (userId, e.g. the member
// whose roles change). Approvals declare it once here — order approval, participant roles, the
// release or rejection of a pile's acceptance control, the analytic review — and pass the facts of
// the object being approved (the order, the membership, the acceptance control, the analytic).
import type { Feature, ProjectRole } from './roles.js';
import {
  analyticCreatableStatuses,
  analyzableBatchStatuses,
  locatableBatchStatuses,
  MAX_BATCHES_WITHOUT_LOCATION,
} from './ebv/batch-status.js';
import { isWreckingPileStatusIn, wreckingPileMoves, type WreckingPileAction } from './ebv/pile-status.js';
import { orderMoves, type OrderAction } from './orders/status.js';

export type UserFacts = {
  isAdmin: boolean;
  id?: string;
  /**
   * The roles the user holds in any project, for the global rules that ask (`anyProjectRoles`);
   * the server loads them only for those, the web takes them from /me (decision 0680).
   */
  rolesInAnyProject?: readonly ProjectRole[];
};

/** The people the targeted object names; four-eyes rules refuse each of them. */
export type ObjectFacts = {
  createdBy?: string | null;
  updatedBy?: string | null;
  /** The user the object is about (a project membership). */
  userId?: string | null;
};

export type ProjectFacts = {
  enabledFeatures: readonly Feature[];
  isProjectDataCompleted: boolean;
  hasConfirmedAnnouncement: boolean;
  isDocumentationOfAbsenceOfAsbestosCompleted: boolean;
  /** Orders in status approved or in_delivery (gate for mounting documentation). */
  deliverableOrderCount?: number;
};

/** Facts of the wrecking pile a rule is asked about (spec part 2 §6); absent facts count as harmless. */
export type WreckingPileFacts = {
  /** The acceptance control reports visible asbestos: release is impossible. */
  containsAsbestos?: boolean;
  batchesWithoutLocationCount?: number;
  deliveryNoteCreationOnBehalfOfProjectManager?: boolean;
  /** Available tons of the stock a delivery note is written for. */
  availableAmountInTons?: number;
};

/** Facts of the batch (Charge) a rule is asked about (spec part 2 §6). */
export type BatchFacts = { status: string; analyticStatus: string; amountInTons: number };

/** The facts before any feature module adds its own (the server's fact loaders start from these). */
export const defaultProjectFacts: Omit<ProjectFacts, 'enabledFeatures'> = {
  isProjectDataCompleted: false,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

const projectFactKeys = [
  'enabledFeatures',
  'isProjectDataCompleted',
  'hasConfirmedAnnouncement',
  'isDocumentationOfAbsenceOfAsbestosCompleted',
  'deliverableOrderCount',
] as const satisfies readonly (keyof ProjectFacts)[];
// A new fact must be listed above, or this line does not compile.
const everyFactListed: Exclude<keyof ProjectFacts, (typeof projectFactKeys)[number]> extends never ? true : never =
  true;
void everyFactListed;

/** Just the rule table's facts, out of anything that carries them (a project view, loaded facts). */
export function projectFactsOf(source: ProjectFacts): ProjectFacts {
  const facts: Record<string, unknown> = {};
  for (const key of projectFactKeys) if (source[key] !== undefined) facts[key] = source[key];
  return facts as ProjectFacts;
}

export type RuleContext = {
  user: UserFacts;
  /** The user's roles in the project; null when the user is not assigned to it. */
  roles: readonly ProjectRole[] | null;
  project?: ProjectFacts;
  /** Status of the object the action targets (order, wrecking pile, ...). */
  status?: string;
  wreckingPile?: WreckingPileFacts;
  batch?: BatchFacts;
  /** Authors and subject of the targeted object, for four-eyes rules. */
  object?: ObjectFacts;
};

type Rule = {
  /** What the rule says, for the printed role × rule matrix and the docs. */
  text: string;
  /** 'global' rules need no project; 'project' rules are evaluated against one project. */
  scope: 'global' | 'project';
  check: (ctx: RuleContext) => boolean;
  /** Four-eyes: refused to the object's creator, last editor and subject (see above). */
  fourEyes?: true;
  /** A global rule that reads `user.rolesInAnyProject` (the server loads them for it). */
  anyProjectRoles?: true;
};

const isAdmin = (ctx: RuleContext) => ctx.user.isAdmin;
const hasRole = (ctx: RuleContext, role: ProjectRole) => ctx.roles?.includes(role) ?? false;
const hasAccess = (ctx: RuleContext) => isAdmin(ctx) || ctx.roles !== null;
const hasFeature = (ctx: RuleContext, feature: Feature) => ctx.project?.enabledFeatures.includes(feature) ?? false;
const statusIn = (ctx: RuleContext, ...statuses: string[]) => ctx.status !== undefined && statuses.includes(ctx.status);
/** The order's status is one the move starts from: the state machine (orders/status.ts) is the source. */
const orderMovable = (ctx: RuleContext, action: OrderAction) => statusIn(ctx, ...orderMoves[action].from);
const managesProject = (ctx: RuleContext) => hasAccess(ctx) && (isAdmin(ctx) || hasRole(ctx, 'project_manager'));
const ebv = (ctx: RuleContext) => hasFeature(ctx, 'ebv') && hasAccess(ctx);
/** The pile's status allows the move (its `from` list in ebv/pile-status.ts). */
const pileMoveAllowedIn = (ctx: RuleContext, action: WreckingPileAction): boolean =>
  isWreckingPileStatusIn(ctx.status, wreckingPileMoves[action].from);
const batchStatusIn = (ctx: RuleContext, statuses: readonly string[]) =>
  ctx.batch !== undefined && statuses.includes(ctx.batch.status);
const analyticStatusIn = (ctx: RuleContext, ...statuses: readonly string[]) =>
  ctx.batch !== undefined && statuses.includes(ctx.batch.analyticStatus);
const configuresFeatures = (ctx: RuleContext) => managesProject(ctx) && (ctx.project?.isProjectDataCompleted ?? false);
const soil = (ctx: RuleContext) => hasFeature(ctx, 'mounting-documentation') && hasAccess(ctx);
/** Appraiser or installation appraiser here (a project's roles) or in any project (a global rule). */
const appraises = (ctx: RuleContext) =>
  (['appraiser', 'installation_appraiser'] as const).some(
    (role) => hasRole(ctx, role) || (ctx.user.rolesInAnyProject?.includes(role) ?? false),
  );

export const rules = {
  // ── Platform (part 1 §6) ───────────────────────────────────────────────
  manageGuests: { text: 'admin', scope: 'global', check: isAdmin },
  manageMachines: { text: 'admin', scope: 'global', check: isAdmin },
  // Issue 37 item 4 (decision 0680): the organization's register of plate load test devices and
  // their calibration certificates; those who test with them keep it (and get its task).
  manageDevices: {
    text: 'admin, or appraiser or installation_appraiser in any project (device register, calibration certificates)',
    scope: 'global',
    anyProjectRoles: true,
    check: (ctx) => isAdmin(ctx) || appraises(ctx),
  },
  manageProjects: { text: 'admin', scope: 'global', check: isAdmin },
  // Issue 35: organization tokens. A token is never admin and never project_manager (decision 0551),
  // so neither this rule nor manageIntegrationTokensOfProject lets a token manage tokens.
  manageIntegrationTokens: { text: 'admin (organization integration tokens)', scope: 'global', check: isAdmin },
  // Issue 36: records that last (history chain, retention).
  verifyHistoryChains: {
    text: 'admin (checks every project history chain, decision 0620)',
    scope: 'global',
    check: isAdmin,
  },
  viewRetention: {
    text: 'admin (the retained EBV records of every project, decision 0623)',
    scope: 'global',
    check: isAdmin,
  },
  recordInstallationRemoval: {
    text: 'admin (records the removal of the installed material: date and reason, decision 0623)',
    scope: 'project',
    check: isAdmin,
  },
  accessProject: { text: 'admin or assigned to the project', scope: 'project', check: hasAccess },
  // Issue 23: the material class calculator checks a lab report before material arrives.
  evaluateMaterialClass: { text: 'any signed-in user', scope: 'global', check: () => true },
  manageProject: {
    text: 'admin or project_manager (settings, participants, features, documents)',
    scope: 'project',
    check: managesProject,
  },
  manageIntegrationTokensOfProject: {
    text: "admin or project_manager (the project's integration tokens)",
    scope: 'project',
    check: managesProject,
  },
  changeParticipantRoles: {
    text: "admin or project_manager (add, change, remove a participant); four-eyes: not one's own roles",
    scope: 'project',
    check: managesProject,
    fourEyes: true,
  },

  // ── Recycled material, platform rows (part 1 §6; part 2 adds the rest) ──
  accessAnnouncements: { text: 'feature ebv plus project access', scope: 'project', check: ebv },
  createAnnouncement: {
    text: 'feature ebv, project data completed, project_manager (admin alone is not enough)',
    scope: 'project',
    check: (ctx) => ebv(ctx) && (ctx.project?.isProjectDataCompleted ?? false) && hasRole(ctx, 'project_manager'),
  },
  accessAsbestosDocumentation: { text: 'feature ebv plus project access', scope: 'project', check: ebv },
  addAsbestosDocumentation: {
    text: 'feature ebv; admin or project_manager',
    scope: 'project',
    check: (ctx) => ebv(ctx) && managesProject(ctx),
  },
  accessWreckingPiles: { text: 'feature ebv plus project access', scope: 'project', check: ebv },
  createWreckingPile: {
    text: 'feature ebv; admin or project_manager; confirmed announcement; asbestos documentation completed',
    scope: 'project',
    check: (ctx) =>
      ebv(ctx) &&
      managesProject(ctx) &&
      (ctx.project?.hasConfirmedAnnouncement ?? false) &&
      (ctx.project?.isDocumentationOfAbsenceOfAsbestosCompleted ?? false),
  },
  editWreckingPile: {
    text: 'feature ebv; admin or project_manager; status acceptance_control_open, _pending or _rejected',
    scope: 'project',
    check: (ctx): boolean => ebv(ctx) && managesProject(ctx) && pileMoveAllowedIn(ctx, 'edit'),
  },

  // ── Recycled material (part 2 §6) ──────────────────────────────────────
  configureEbvFeature: {
    text: 'manage-project permission and project data completed (feature settings page)',
    scope: 'project',
    check: configuresFeatures,
  },
  confirmAnnouncementSending: {
    text: 'feature ebv; project_manager (like creating the announcement)',
    scope: 'project',
    check: (ctx) => ebv(ctx) && hasRole(ctx, 'project_manager'),
  },
  createAcceptanceControl: {
    text: 'feature ebv; project_manager or machinist; pile acceptance_control_open',
    scope: 'project',
    check: (ctx): boolean =>
      ebv(ctx) &&
      (hasRole(ctx, 'project_manager') || hasRole(ctx, 'machinist')) &&
      pileMoveAllowedIn(ctx, 'createAcceptanceControl'),
  },
  editAcceptanceControl: {
    text: 'feature ebv; project_manager or machinist; pile acceptance_control_pending or _rejected',
    scope: 'project',
    check: (ctx): boolean =>
      ebv(ctx) &&
      (hasRole(ctx, 'project_manager') || hasRole(ctx, 'machinist')) &&
      pileMoveAllowedIn(ctx, 'updateAcceptanceControl'),
  },
  approveWreckingPile: {
    text: 'the edit conditions plus project_manager (approve screen: release, reject or dispose)',
    scope: 'project',
    check: (ctx): boolean => ebv(ctx) && hasRole(ctx, 'project_manager') && pileMoveAllowedIn(ctx, 'edit'),
  },
  releaseWreckingPile: {
    text: "project_manager; pile acceptance_control_pending; no visible asbestos; four-eyes: not the acceptance control's author or last editor",
    scope: 'project',
    fourEyes: true,
    check: (ctx): boolean =>
      ebv(ctx) &&
      hasRole(ctx, 'project_manager') &&
      pileMoveAllowedIn(ctx, 'release') &&
      ctx.wreckingPile?.containsAsbestos !== true,
  },
  rejectAcceptanceControl: {
    text: "project_manager; pile acceptance_control_pending; four-eyes: not the acceptance control's author or last editor",
    scope: 'project',
    fourEyes: true,
    check: (ctx): boolean =>
      ebv(ctx) && hasRole(ctx, 'project_manager') && pileMoveAllowedIn(ctx, 'rejectAcceptanceControl'),
  },
  disposeWreckingPile: {
    text: 'project_manager; pile acceptance_control_open, _pending or _rejected (final)',
    scope: 'project',
    check: (ctx): boolean => ebv(ctx) && hasRole(ctx, 'project_manager') && pileMoveAllowedIn(ctx, 'dispose'),
  },
  editDisposalInformation: {
    text: 'project_manager, when the pile or batch is will_be_disposed',
    scope: 'project',
    check: (ctx): boolean =>
      ebv(ctx) &&
      hasRole(ctx, 'project_manager') &&
      (ctx.batch ? ctx.batch.status === 'will_be_disposed' : pileMoveAllowedIn(ctx, 'addDisposalDocumentation')),
  },
  captureBrokenMaterial: {
    text: 'machinist; pile approved_for_breaking or breaking; fewer than 2 batches without documented location',
    scope: 'project',
    check: (ctx): boolean =>
      ebv(ctx) &&
      hasRole(ctx, 'machinist') &&
      pileMoveAllowedIn(ctx, 'captureBrokenMaterial') &&
      (ctx.wreckingPile?.batchesWithoutLocationCount ?? 0) < MAX_BATCHES_WITHOUT_LOCATION,
  },
  createDeliveryNote: {
    text: 'project_manager, or machinist if the pile allows it; pile approved_for_breaking or breaking; available tons above 0',
    scope: 'project',
    check: (ctx): boolean =>
      ebv(ctx) &&
      (hasRole(ctx, 'project_manager') ||
        (hasRole(ctx, 'machinist') && ctx.wreckingPile?.deliveryNoteCreationOnBehalfOfProjectManager === true)) &&
      pileMoveAllowedIn(ctx, 'createDeliveryNote') &&
      (ctx.wreckingPile?.availableAmountInTons ?? 0) > 0,
  },
  receiptDeliveryNote: {
    text: 'project_manager or machinist (who hand a delivery note over); feature ebv; once per note (decision 0691)',
    scope: 'project',
    check: (ctx) => ebv(ctx) && (hasRole(ctx, 'project_manager') || hasRole(ctx, 'machinist')),
  },
  allowDeliveryNoteCreationOnBehalfOfProjectManager: {
    text: 'project_manager (allow or revoke machinist delivery-note creation)',
    scope: 'project',
    check: (ctx) => ebv(ctx) && hasRole(ctx, 'project_manager'),
  },
  documentBatchLocation: {
    text: 'machinist; batch is_breaking, completely_broken or will_be_disposed',
    scope: 'project',
    check: (ctx) => ebv(ctx) && hasRole(ctx, 'machinist') && batchStatusIn(ctx, locatableBatchStatuses),
  },
  confirmSampling: {
    text: 'project_manager; analyticStatus open; batch not disposed',
    scope: 'project',
    check: (ctx) =>
      ebv(ctx) &&
      hasRole(ctx, 'project_manager') &&
      analyticStatusIn(ctx, 'open') &&
      batchStatusIn(ctx, analyzableBatchStatuses),
  },
  createAnalytic: {
    text: 'appraiser; analyticStatus open or taken; batch not disposed; batch amount above 0',
    scope: 'project',
    check: (ctx) =>
      ebv(ctx) &&
      hasRole(ctx, 'appraiser') &&
      analyticStatusIn(ctx, ...analyticCreatableStatuses) &&
      batchStatusIn(ctx, analyzableBatchStatuses) &&
      (ctx.batch?.amountInTons ?? 0) > 0,
  },
  reviewAnalytic: {
    text: "project_manager; analyticStatus check; batch not disposed; four-eyes: not the analytic's author",
    scope: 'project',
    fourEyes: true,
    check: (ctx) =>
      ebv(ctx) &&
      hasRole(ctx, 'project_manager') &&
      analyticStatusIn(ctx, 'check') &&
      batchStatusIn(ctx, analyzableBatchStatuses),
  },

  // ── Soil installation (part 3 §6) ──────────────────────────────────────
  accessOrders: { text: 'feature mounting-documentation plus project access', scope: 'project', check: soil },
  generateEbvDocuments: {
    text: 'feature mounting-documentation; admin or project_manager (cover sheet § 25 (3), notices § 22 EBV with bulk densities and send date, issue 15)',
    scope: 'project',
    check: (ctx) => soil(ctx) && managesProject(ctx),
  },
  createOrder: {
    text: 'feature mounting-documentation; project_manager',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager'),
  },
  editOrder: {
    text: 'project_manager when the order is approved or in_review',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && orderMovable(ctx, 'edit'),
  },
  approveOrder: {
    text: 'appraiser when the order is in_review (approve or reject); four-eyes: not its creator or last editor',
    scope: 'project',
    fourEyes: true,
    check: (ctx) => soil(ctx) && hasRole(ctx, 'appraiser') && orderMovable(ctx, 'approve'),
  },
  createDelivery: {
    text: 'foreman when the order is approved or in_delivery',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'foreman') && orderMovable(ctx, 'createDelivery'),
  },
  correctDelivery: {
    text: 'foreman when the order is approved or in_delivery (a correction is a new version of the delivery, decision 0690)',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'foreman') && orderMovable(ctx, 'createDelivery'),
  },
  activateOrder: {
    text: 'project_manager when the order is deactivated',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && orderMovable(ctx, 'activate'),
  },
  deactivateOrder: {
    text: 'project_manager when the order is in_delivery or approved',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && orderMovable(ctx, 'deactivate'),
  },
  accessMountingDocumentation: {
    text: 'feature mounting-documentation plus project access',
    scope: 'project',
    check: soil,
  },
  createMountingDocumentation: {
    text: 'project_manager, when the project has at least one deliverable order',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && (ctx.project?.deliverableOrderCount ?? 0) > 0,
  },
  editMountingDocumentation: {
    text: 'project_manager',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager'),
  },
  accessDynamicLoadAnalysis: {
    text: 'feature mounting-documentation plus project access',
    scope: 'project',
    check: soil,
  },
  createDynamicLoadAnalysis: {
    text: 'foreman (create or edit)',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'foreman'),
  },
  accessStaticLoadAnalysis: {
    text: 'feature mounting-documentation plus project access (canAccessStaticLoadAnalysis)',
    scope: 'project',
    check: soil,
  },
  createStaticLoadAnalysis: {
    text: 'installation_appraiser (create or edit)',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'installation_appraiser'),
  },
  // Issue 37: the contract's compaction requirements per layer, which judge every load test.
  accessCompactionRequirements: {
    text: 'feature mounting-documentation plus project access',
    scope: 'project',
    check: soil,
  },
  manageCompactionRequirements: {
    text: 'appraiser or installation_appraiser (set, change, delete the requirements per layer)',
    scope: 'project',
    check: (ctx) => soil(ctx) && (hasRole(ctx, 'appraiser') || hasRole(ctx, 'installation_appraiser')),
  },
  // Issue 37 (decision 0661): a failed plate load test asks the project manager to have its grid
  // field re-compacted and tested again; only the open task uses this rule.
  arrangeRecompaction: {
    text: 'project_manager (a failed plate load test: re-compact its grid field and have it tested again)',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager'),
  },
  manageProjectFeatures: { text: 'manage-project permission', scope: 'project', check: managesProject },
  configureMountingDocumentationFeature: {
    text: 'manage-project permission and project data completed (feature settings page, part 3 §2)',
    scope: 'project',
    check: (ctx) => managesProject(ctx) && (ctx.project?.isProjectDataCompleted ?? false),
  },
  downloadProjectDocuments: { text: 'manage-project permission', scope: 'project', check: managesProject },
  // Issue 35 item 3: a webhook sends the project's events out of the system — the project manager's
  // decision, not an admin's who is not part of the project (decision 0570).
  manageWebhooks: {
    text: 'project_manager (subscribe, deactivate, delete webhooks, read their delivery log)',
    scope: 'project',
    check: (ctx) => hasAccess(ctx) && hasRole(ctx, 'project_manager'),
  },
  handOverProjectRecords: {
    text: 'manage-project permission (the handover pack of § 25 Abs. 3/4 EBV, issue 36)',
    scope: 'project',
    check: managesProject,
  },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;
export const ruleNames = Object.keys(rules) as RuleName[];

/** True when a global rule reads the roles the user holds in any project (`UserFacts.rolesInAnyProject`). */
export const readsAnyProjectRoles = (rule: RuleName): boolean => (rules[rule] as Rule).anyProjectRoles === true;

/** Why a rule refuses: 'rule' (role, feature, status …), 'fourEyes', or null when it allows. */
export function refusal(rule: RuleName, ctx: RuleContext): 'rule' | 'fourEyes' | null {
  const definition: Rule = rules[rule];
  if (!definition.check(ctx)) return 'rule';
  return definition.fourEyes && isNamedByObject(ctx) ? 'fourEyes' : null;
}

export function can(rule: RuleName, ctx: RuleContext): boolean {
  return refusal(rule, ctx) === null;
}

/** The rules that carry the four-eyes principle. */
export const fourEyesRules = (Object.keys(rules) as RuleName[]).filter((name) => (rules[name] as Rule).fourEyes);

function isNamedByObject(ctx: RuleContext): boolean {
  const { id } = ctx.user;
  const object = ctx.object;
  if (id === undefined || object === undefined) return false;
  return object.createdBy === id || object.updatedBy === id || object.userId === id;
}

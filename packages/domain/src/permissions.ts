// THE rule table (spec part 1 §6, part 3 §6; part 2 adds its rows here). The server enforces each
// rule on its routes; the web app calls the same functions to show or hide actions and menu groups.
import type { Feature, ProjectRole } from './roles.js';

export type UserFacts = { isAdmin: boolean };

export type ProjectFacts = {
  enabledFeatures: readonly Feature[];
  isProjectDataCompleted: boolean;
  hasConfirmedAnnouncement: boolean;
  isDocumentationOfAbsenceOfAsbestosCompleted: boolean;
  /** Orders in status approved or in_delivery (gate for mounting documentation). */
  deliverableOrderCount?: number;
};

export type RuleContext = {
  user: UserFacts;
  /** The user's roles in the project; null when the user is not assigned to it. */
  roles: readonly ProjectRole[] | null;
  project?: ProjectFacts;
  /** Status of the object the action targets (order, wrecking pile, ...). */
  status?: string;
};

type Rule = {
  /** What the rule says, for the printed role × rule matrix and the docs. */
  text: string;
  /** 'global' rules need no project; 'project' rules are evaluated against one project. */
  scope: 'global' | 'project';
  check: (ctx: RuleContext) => boolean;
};

const isAdmin = (ctx: RuleContext) => ctx.user.isAdmin;
const hasRole = (ctx: RuleContext, role: ProjectRole) => ctx.roles?.includes(role) ?? false;
const hasAccess = (ctx: RuleContext) => isAdmin(ctx) || ctx.roles !== null;
const hasFeature = (ctx: RuleContext, feature: Feature) => ctx.project?.enabledFeatures.includes(feature) ?? false;
const statusIn = (ctx: RuleContext, ...statuses: string[]) => ctx.status !== undefined && statuses.includes(ctx.status);
const managesProject = (ctx: RuleContext) => hasAccess(ctx) && (isAdmin(ctx) || hasRole(ctx, 'project_manager'));
const ebv = (ctx: RuleContext) => hasFeature(ctx, 'ebv') && hasAccess(ctx);
const soil = (ctx: RuleContext) => hasFeature(ctx, 'mounting-documentation') && hasAccess(ctx);

export const rules = {
  // ── Platform (part 1 §6) ───────────────────────────────────────────────
  manageGuests: { text: 'admin', scope: 'global', check: isAdmin },
  manageMachines: { text: 'admin', scope: 'global', check: isAdmin },
  manageProjects: { text: 'admin', scope: 'global', check: isAdmin },
  accessProject: { text: 'admin or assigned to the project', scope: 'project', check: hasAccess },
  // Issue 23: the material class calculator checks a lab report before material arrives.
  evaluateMaterialClass: { text: 'any signed-in user', scope: 'global', check: () => true },
  manageProject: {
    text: 'admin or project_manager (settings, participants, features, documents)',
    scope: 'project',
    check: managesProject,
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
    check: (ctx) =>
      ebv(ctx) &&
      managesProject(ctx) &&
      statusIn(ctx, 'acceptance_control_open', 'acceptance_control_pending', 'acceptance_control_rejected'),
  },

  // ── Soil installation (part 3 §6) ──────────────────────────────────────
  accessOrders: { text: 'feature mounting-documentation plus project access', scope: 'project', check: soil },
  createOrder: {
    text: 'feature mounting-documentation; project_manager',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager'),
  },
  editOrder: {
    text: 'project_manager when the order is approved or in_review',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && statusIn(ctx, 'approved', 'in_review'),
  },
  approveOrder: {
    text: 'appraiser when the order is in_review (approve or reject)',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'appraiser') && statusIn(ctx, 'in_review'),
  },
  createDelivery: {
    text: 'foreman when the order is approved or in_delivery',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'foreman') && statusIn(ctx, 'approved', 'in_delivery'),
  },
  activateOrder: {
    text: 'project_manager when the order is deactivated',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && statusIn(ctx, 'deactivated'),
  },
  deactivateOrder: {
    text: 'project_manager when the order is in_delivery or approved',
    scope: 'project',
    check: (ctx) => soil(ctx) && hasRole(ctx, 'project_manager') && statusIn(ctx, 'in_delivery', 'approved'),
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
  manageProjectFeatures: { text: 'manage-project permission', scope: 'project', check: managesProject },
  configureMountingDocumentationFeature: {
    text: 'manage-project permission and project data completed (feature settings page, part 3 §2)',
    scope: 'project',
    check: (ctx) => managesProject(ctx) && (ctx.project?.isProjectDataCompleted ?? false),
  },
  downloadProjectDocuments: { text: 'manage-project permission', scope: 'project', check: managesProject },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;
export const ruleNames = Object.keys(rules) as RuleName[];

export function can(rule: RuleName, ctx: RuleContext): boolean {
  return rules[rule].check(ctx);
}

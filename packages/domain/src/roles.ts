// Project roles (spec part 1 §6). Admin is a flag on the user, not a role.
export const projectRoles = [
  'project_manager',
  'foreman',
  'machinist',
  'appraiser',
  'installation_appraiser',
  'inhouse_production_control',
] as const;
export type ProjectRole = (typeof projectRoles)[number];

export const projectRoleLabels: Record<ProjectRole, string> = {
  project_manager: 'Projektleiter',
  foreman: 'Polier',
  machinist: 'Maschinist',
  appraiser: 'Gutachter',
  installation_appraiser: 'Einbaugutachter',
  inhouse_production_control: 'Werkseigene Produktionskontrolle',
};

export const isProjectRole = (value: string): value is ProjectRole =>
  (projectRoles as readonly string[]).includes(value);

export const rolesAsLabel = (roles: readonly ProjectRole[]): string =>
  roles.map((role) => projectRoleLabels[role]).join(', ');

// Roles whose holders must supply their own appraiser details (decision 0005).
export const appraiserRoles: readonly ProjectRole[] = ['appraiser', 'installation_appraiser'];

export const features = ['ebv', 'mounting-documentation'] as const;
export type Feature = (typeof features)[number];

import type { ProjectRole } from '@baustellendoku/domain';

/** GET /me (spec part 1 §3 "Current user"). */
export type CurrentUser = {
  user: {
    userId: string;
    isAdmin: boolean;
    name: { firstName: string; lastName: string };
    emailAddress?: string;
  };
  assignedProjects: { projectId: string; roles: ProjectRole[] }[];
  dataPrivacyPolicyIsConfirmed: boolean;
  needsAppraiserInformation: boolean;
};

export type AppraiserInformation = {
  company: string;
  phoneNumber: string;
  address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
  accreditationNumber: string;
  accreditationAuthority: string;
  accreditationValidUntil: string;
};

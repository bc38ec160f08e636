import type { CurrentUserView } from '@baustellendoku/domain';

/** GET /me (spec part 1 §3 "Current user"): the domain's response schema (decision 0225). */
export type CurrentUser = CurrentUserView;

export type AppraiserInformation = {
  company: string;
  phoneNumber: string;
  address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
  accreditationNumber: string;
  accreditationAuthority: string;
  accreditationValidUntil: string;
};

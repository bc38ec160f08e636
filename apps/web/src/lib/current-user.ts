import type { CurrentUserView } from '@baustellendoku/domain';

/** GET /me (spec part 1 §3 "Current user"): the domain's response schema (decision 0225). */
export type CurrentUser = CurrentUserView;

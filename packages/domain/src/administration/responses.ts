// Users as /user answers them (spec part 1 §7): the guest administration and the participant
// picker's search read the same view; GET /me answers the signed-in user (spec part 1 §3).
import { z } from 'zod';
import { timestampSchema } from '../response-parts.js';
import { projectRoles } from '../roles.js';

export const userViewSchema = z.object({
  userId: z.string(),
  type: z.enum(['staff', 'guest']),
  isAdmin: z.boolean(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  emailAddress: z.string(),
  isActive: z.boolean(),
  lastLoginAt: timestampSchema.nullable(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** GET /user: one page of users and how many match in all. */
export const userListSchema = z.object({ items: z.array(userViewSchema), total: z.number() });
export type UserList = z.infer<typeof userListSchema>;

/** POST /user: the invited guest's id. */
export const invitedUserSchema = z.object({ userId: z.string() });

/** GET /me (and the answer of the user's own settings): who is signed in, in which projects, what is missing. */
export const currentUserSchema = z.object({
  user: z.object({
    userId: z.string(),
    isAdmin: z.boolean(),
    name: z.object({ firstName: z.string(), lastName: z.string() }),
    emailAddress: z.string(),
  }),
  assignedProjects: z.array(z.object({ projectId: z.string(), roles: z.array(z.enum(projectRoles)) })),
  dataPrivacyPolicyIsConfirmed: z.boolean(),
  needsAppraiserInformation: z.boolean(),
});
export type CurrentUserView = z.infer<typeof currentUserSchema>;

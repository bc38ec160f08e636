// Users as /user answers them (spec part 1 §7): the guest administration and the participant
// picker's search read the same view.
import { z } from 'zod';
import { timestampSchema } from '../response-parts.js';

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

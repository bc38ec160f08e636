// Project participants (spec part 1 §5 "Add user to project", §7).
import { z } from 'zod';
import { messages } from '../messages.js';
import { projectRoles } from '../roles.js';
import { oneOf } from '../validation.js';

const roleList = z
  .array(oneOf(projectRoles), { error: messages.invalidValue })
  .default([])
  .transform((roles) => [...new Set(roles)]);

export const addProjectUserSchema = z.strictObject({
  userId: z.string({ error: messages.chooseUser }).trim().min(1, { error: messages.chooseUser }),
  roles: roleList,
});
export type AddProjectUserInput = z.input<typeof addProjectUserSchema>;

export const updateProjectUserSchema = z.strictObject({ roles: roleList });
export type UpdateProjectUserInput = z.input<typeof updateProjectUserSchema>;

import { USER_ROLES } from '@cobuy/domain';
import { z } from 'zod';
import { userIdField } from '../accounts-input.schemas.js';

export const changeUserRoleInput = z.object({
  userId: userIdField,
  role: z.enum(USER_ROLES, { error: "Role must be 'user' or 'admin'" }),
});
export type ChangeUserRoleInput = z.infer<typeof changeUserRoleInput>;

import { USER_ROLES, type UserRole } from '@cobuy/domain';
import { z } from 'zod';
import { userIdField } from '../accounts-input.schemas.js';

export const changeUserRoleInput = z.object({
  userId: userIdField,
  role: z.enum(USER_ROLES as [UserRole, ...UserRole[]], { error: "Role must be 'user' or 'admin'" }),
});
export type ChangeUserRoleInput = z.infer<typeof changeUserRoleInput>;

import { z } from 'zod';
import { userIdField } from '../accounts-input.schemas.js';

export const setUserActiveInput = z.object({
  userId: userIdField,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type SetUserActiveInput = z.infer<typeof setUserActiveInput>;

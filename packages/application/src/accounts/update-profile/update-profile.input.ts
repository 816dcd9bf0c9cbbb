import { z } from 'zod';
import { personNameField, phoneField, userIdField } from '../accounts-input.schemas.js';

/** The profile form: names as at sign-up, an optional international phone number (blank clears it). */
export const updateProfileInput = z.object({
  userId: userIdField,
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
  phone: phoneField,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

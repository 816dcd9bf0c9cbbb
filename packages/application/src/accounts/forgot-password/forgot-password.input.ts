import { z } from 'zod';
import { emailField } from '../accounts-input.schemas.js';

export const forgotPasswordInput = z.object({ email: emailField('Please enter a valid email') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

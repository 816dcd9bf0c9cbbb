import { z } from 'zod';
import { emailField, passwordField } from '../accounts-input.schemas.js';

export const signInInput = z.object({
  email: emailField('Please enter a valid email'),
  password: passwordField('Password is required'),
});

export type SignInInput = z.infer<typeof signInInput>;

import { z } from 'zod';
import { emailField } from '../../accounts/accounts-input.schemas.js';

/** The contact form (accounts spec §5), with upper bounds so one message cannot flood the outbox. */
export const sendContactMessageInput = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: emailField('Please enter a valid email address'),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'Phone must be at most 40 characters' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  subject: z
    .string({ error: 'Subject must be at least 5 characters' })
    .trim()
    .min(5, { error: 'Subject must be at least 5 characters' })
    .max(200, { error: 'Subject must be at most 200 characters' }),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, { error: 'Message must be at least 10 characters' })
    .max(5000, { error: 'Message must be at most 5000 characters' }),
});

export type SendContactMessageInput = z.infer<typeof sendContactMessageInput>;

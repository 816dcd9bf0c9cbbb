import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** A statement in lists (presenters/statements.presenter.ts); the figures are in its PDF. */
export const statementJson = z.object({
  id,
  kind: z.enum(['sale', 'yearly']),
  investmentId: z.number().int().nullable().meta({ description: 'The sold position (a sale statement)' }),
  year: z.number().int().nullable().meta({ description: 'The year (a yearly statement)' }),
  projectTitle: z.string().nullable(),
  unitNumber: z.string().nullable(),
  language: z.string().meta({ description: 'The language it is written in (the investor’s when issued)' }),
  homeCurrency: z.string().meta({ description: 'The home currency it converts to, besides USD and GHS' }),
  issuedAt: dateTime,
  fileName: z.string(),
  pdfUrl: z.string().meta({ description: 'Where to download it (GET, signed in)' }),
});

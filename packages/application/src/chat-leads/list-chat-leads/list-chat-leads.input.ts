import { CHAT_INTEREST_LEVELS } from '@cobuy/domain';
import { z } from 'zod';

const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;

/** An empty query parameter (`?contacted=`) means no filter, as an absent one does. */
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A whole number within bounds, sent as a number (GraphQL) or as plain digits (a query string). */
const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const n = Number(text);
    if (!/^\d{1,7}$/.test(text) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
};

const CONTACTED = 'contacted must be true or false';

export const listChatLeadsInput = z.object({
  interestLevel: z.preprocess(
    blankAsAbsent,
    z
      .enum(CHAT_INTEREST_LEVELS, { error: `interestLevel must be one of ${CHAT_INTEREST_LEVELS.join(', ')}` })
      .optional(),
  ),
  /** A boolean (GraphQL) or the text true / false (a query string). */
  contacted: z.preprocess(
    blankAsAbsent,
    z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: CONTACTED })
      .transform((value) => value === true || value === 'true')
      .optional(),
  ),
  page: z.preprocess(blankAsAbsent, wholeNumber('page', 1, PAGE_MAX).default(1)),
  pageSize: z.preprocess(blankAsAbsent, wholeNumber('pageSize', 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT)),
});
export type ListChatLeadsInput = z.output<typeof listChatLeadsInput>;

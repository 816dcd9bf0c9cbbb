import { z } from 'zod';

const USERS_PAGE_SIZE_DEFAULT = 20;
const USERS_PAGE_SIZE_MAX = 100;
const USERS_SEARCH_MAX = 100;
const PAGE_MAX = 1_000_000;

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

export const listUsersInput = z.object({
  /** Name, email or username; blank means every user. */
  search: z
    .string({ error: 'search must be text' })
    .max(USERS_SEARCH_MAX, `search must be at most ${USERS_SEARCH_MAX} characters`)
    .transform((s) => s.trim())
    .optional()
    .transform((s) => (s ? s : undefined)),
  page: wholeNumber('page', 1, PAGE_MAX).default(1),
  pageSize: wholeNumber('pageSize', 1, USERS_PAGE_SIZE_MAX).default(USERS_PAGE_SIZE_DEFAULT),
});
export type ListUsersInput = z.output<typeof listUsersInput>;

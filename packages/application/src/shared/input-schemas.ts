import { Money, Percentage, SignedMoney } from '@cobuy/domain';
import { z } from 'zod';

/**
 * Zod schemas for the value types every transport receives. They accept what the product rules allow
 * (numbers or numeric strings for money) and report the domain's reason as the field error.
 */

const MAX_ID = 2_147_483_647;

/**
 * A database id: a positive integer, given as a number or as a plain decimal string (path parameters).
 * "0x2", "2e0", "1.0", " 2" and "+2" are refused, not read as 2: one id has exactly one spelling.
 */
export const idInput = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: 'must be a positive integer id' });
    return z.NEVER;
  }
  return Number(text);
});

export const moneyInput = z.unknown().transform((value, ctx) => {
  const parsed = Money.parse(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error.message });
    return z.NEVER;
  }
  return parsed.value;
});

/** An amount that may be negative (a sale's profit, which is a loss below zero): same rules as money, either sign. */
export const signedMoneyInput = z.unknown().transform((value, ctx) => {
  const parsed = SignedMoney.parse(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error.message });
    return z.NEVER;
  }
  return parsed.value;
});

export const percentageInput = z.unknown().transform((value, ctx) => {
  const parsed = Percentage.parse(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error.message });
    return z.NEVER;
  }
  return parsed.value;
});

/** Trimmed text; empty or whitespace-only reads as absent. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .transform((s) => s.trim())
    .optional()
    .transform((s) => (s ? s : undefined));

/** The input of a call that takes none (a list, a query of the caller's own data). */
export const noInput = z.object({});
export type NoInput = z.output<typeof noInput>;

/** The input of a call about one user's data (path `{userId}`): theirs, or any for an admin where allowed. */
export const userIdInput = z.object({ userId: idInput });
export type UserIdInput = z.output<typeof userIdInput>;

import type { MessageArgument } from '@cobuy/domain';

interface SuccessPattern {
  readonly pattern: RegExp;
  readonly id: string;
  readonly values?: (match: RegExpExecArray) => Record<string, MessageArgument>;
}

const count = (match: RegExpExecArray) => ({ count: Number(match[1] ?? 0) });

/**
 * The confirmations the API answers a done action with (`{message}` of a REST 2xx, GraphQL's `MessagePayload`),
 * as the use cases and routes write them in English, read back into `success.*` catalog messages (docs/i18n.md,
 * "On the server"). Exact sentences only: anything else stays as written.
 */
const PATTERNS: readonly SuccessPattern[] = [
  { pattern: /^Signed out$/, id: 'success.signedOut' },
  {
    pattern: /^If an account exists for this email, a 6-digit reset code has been sent to it\.$/,
    id: 'success.forgotPassword',
  },
  {
    pattern: /^Your password has been reset\. You can now sign in with your new password\.$/,
    id: 'success.passwordReset',
  },
  {
    pattern: /^Your password has been changed\. No other device was signed in\.$/,
    id: 'success.passwordChanged',
    values: () => ({ count: 0 }),
  },
  {
    pattern: /^Your password has been changed\. (\d+) other devices? (?:was|were) signed out\.$/,
    id: 'success.passwordChanged',
    values: count,
  },
  { pattern: /^No other session was signed in\.$/, id: 'success.otherSessionsEnded', values: () => ({ count: 0 }) },
  {
    pattern: /^Signed out of (\d+) other sessions?\. This device stays signed in\.$/,
    id: 'success.otherSessionsEnded',
    values: count,
  },
  { pattern: /^Thank you for your message\. We'll get back to you within 24 hours\.$/, id: 'success.contactSent' },
  { pattern: /^Project deleted successfully$/, id: 'success.projectDeleted' },
  { pattern: /^Unit deleted successfully$/, id: 'success.unitDeleted' },
  { pattern: /^Your financial goal has been removed\.$/, id: 'success.goalRemoved' },
  { pattern: /^The update has been deleted\.$/, id: 'success.updateDeleted' },
];

/** The catalog message an English confirmation says, or null when it is not one the catalogs know. */
export function successText(message: string): { id: string; values?: Record<string, MessageArgument> } | null {
  for (const { pattern, id, values } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return values ? { id, values: values(match) } : { id };
  }
  return null;
}

/** The catalog ids the confirmations are read into (each must be in every catalog). */
export const SUCCESS_IDS: readonly string[] = [...new Set(PATTERNS.map((p) => p.id))];

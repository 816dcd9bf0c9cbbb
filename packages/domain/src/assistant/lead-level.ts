import type { ChatInterestLevel } from '../chat-leads/chat-lead.js';
import type { Understanding } from './understand.js';

/** The levels the assistant gives a lead (contacted is the admin's mark, never the assistant's). */
export type AssessedLeadLevel = Exclude<ChatInterestLevel, 'contacted'>;

const RANK: Readonly<Record<AssessedLeadLevel, number>> = { initial: 0, interested: 1, qualified: 2 };

/** Questions that are about investing (rules §7: "asks about investing or amounts"). */
const INVESTING_INTENTS = new Set(['search', 'minimum', 'returns', 'payment', 'how_to_start', 'kyc', 'fees']);

/**
 * A conversation's interest level from everything the visitor said (product rules §7): qualified once they
 * gave contact details and an amount or a project; interested once they asked about investing or named an
 * amount; initial otherwise. Signals add up across the turns: an amount early and an email later qualify.
 */
export function leadLevelOf(visitorTurns: readonly Understanding[]): AssessedLeadLevel {
  const gaveAmount = visitorTurns.some((u) => u.budget !== null);
  const namedProject = visitorTurns.some((u) => u.projectIds.length > 0);
  const gaveContact = visitorTurns.some((u) => u.email !== null || u.phone !== null);
  if (gaveContact && (gaveAmount || namedProject)) return 'qualified';
  const asked = visitorTurns.some((u) => u.intents.some((i) => INVESTING_INTENTS.has(i)));
  return asked || gaveAmount ? 'interested' : 'initial';
}

/** A lead's level only goes up: a later small-talk turn does not make a qualified lead initial again. */
export function raiseLeadLevel(current: AssessedLeadLevel | null, next: AssessedLeadLevel): AssessedLeadLevel {
  return current === null || RANK[next] > RANK[current] ? next : current;
}

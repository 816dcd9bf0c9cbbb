import type { IntlShape } from 'react-intl';
import type { ChatInterestLevel } from '../../graphql/generated';

type Intl = Pick<IntlShape, 'formatMessage'>;

/** The interest levels in the page's order (exhaustive: a new level fails to compile until it is listed). */
const LEVEL_ORDER: Readonly<Record<ChatInterestLevel, number>> = {
  initial: 0,
  interested: 1,
  qualified: 2,
  contacted: 3,
};
export const INTEREST_LEVELS = (Object.keys(LEVEL_ORDER) as ChatInterestLevel[]).sort(
  (a, b) => LEVEL_ORDER[a] - LEVEL_ORDER[b],
);

/** An interest level as the page shows it, in the interface language (`adminChatLeads.level`). */
export function interestLevelLabel(level: ChatInterestLevel, intl: Intl): string {
  return intl.formatMessage({ id: 'adminChatLeads.level' }, { level });
}

/**
 * A prefilled mail draft to the lead (accounts spec §2 'Send Email'), worded in the admin's interface language
 * (the admin reads and edits it before sending).
 */
export function chatLeadMailto(lead: { name: string | null; email: string; firstMessage: string }, intl: Intl): string {
  const subject = intl.formatMessage({ id: 'adminChatLeads.mail.subject' });
  const greeting = lead.name
    ? intl.formatMessage({ id: 'adminChatLeads.mail.greetingNamed' }, { name: lead.name })
    : intl.formatMessage({ id: 'adminChatLeads.mail.greeting' });
  const body = intl.formatMessage({ id: 'adminChatLeads.mail.body' }, { greeting, firstMessage: lead.firstMessage });
  return `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

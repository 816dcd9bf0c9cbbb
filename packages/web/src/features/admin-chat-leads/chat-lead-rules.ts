import type { ChatInterestLevel } from '../../graphql/generated';

/** The interest levels as the page shows them (exhaustive: a new level fails to compile until it has one). */
export const INTEREST_LEVEL_LABELS: Readonly<Record<ChatInterestLevel, string>> = {
  initial: 'Initial',
  interested: 'Interested',
  qualified: 'Qualified',
  contacted: 'Contacted',
};

export const CHAT_LEAD_TOASTS = {
  contacted: { title: 'Success', description: 'Lead marked as contacted' },
  failed: { title: 'Error', description: 'Failed to update lead status' },
} as const;

/** A prefilled mail draft to the lead (accounts spec §2 'Send Email'). */
export function chatLeadMailto(lead: { name: string | null; email: string; firstMessage: string }): string {
  const subject = 'Your enquiry about co-buying property in Accra';
  const greeting = lead.name ? `Dear ${lead.name},` : 'Hello,';
  const body =
    `${greeting}\n\nThank you for chatting with us about co-buying property in Accra. You asked:\n\n` +
    `"${lead.firstMessage}"\n\nWe would be glad to help. When is a good time to talk?\n\nBest regards,\nCoBuy Accra`;
  return `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

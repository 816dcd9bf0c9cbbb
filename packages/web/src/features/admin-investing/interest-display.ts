import type { AdminInterestCard_InterestFragment, ContactPreference } from '../../graphql/generated';

/** The Interests tab's two views: what waits for a decision (the default) or every interest. */
export const INTEREST_FILTERS = {
  pending: { label: 'Pending', empty: 'No pending investment interests' },
  all: { label: 'All', empty: 'No investment interests yet' },
} as const;
export type InterestFilter = keyof typeof INTEREST_FILTERS;

const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
};

export const contactPreferenceLabel = (preference: ContactPreference): string => CONTACT_PREFERENCE_LABELS[preference];

/** Accounts spec §2: an interest without contact details reads 'Not provided'. */
export const contactInfoText = (contactInfo: string | null | undefined): string =>
  contactInfo?.trim() ? contactInfo.trim() : 'Not provided';

/** Only a pending interest can be approved or rejected (rules §2); the others show their status only. */
export const canDecide = (interest: Pick<AdminInterestCard_InterestFragment, 'status'>): boolean =>
  interest.status === 'pending';

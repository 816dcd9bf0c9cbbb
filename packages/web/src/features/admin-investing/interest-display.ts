import type { IntlShape } from 'react-intl';
import type { AdminInterestCard_InterestFragment, ContactPreference } from '../../graphql/generated';

/** The Interests tab's two views: what waits for a decision (the default) or every interest. */
export const INTEREST_FILTERS = {
  pending: { label: 'adminInvesting.interests.filter.pending', empty: 'adminInvesting.interests.empty.pending' },
  all: { label: 'adminInvesting.subTab.all', empty: 'adminInvesting.interests.empty.all' },
} as const;
export type InterestFilter = keyof typeof INTEREST_FILTERS;

export const contactPreferenceLabel = (intl: IntlShape, preference: ContactPreference): string =>
  intl.formatMessage({ id: `adminInvesting.contact.${preference}` });

/** Accounts spec §2: an interest without contact details reads 'Not provided'. */
export const contactInfoText = (intl: IntlShape, contactInfo: string | null | undefined): string =>
  contactInfo?.trim() ? contactInfo.trim() : intl.formatMessage({ id: 'adminInvesting.contact.notProvided' });

/** Only a pending interest can be approved or rejected (rules §2); the others show their status only. */
export const canDecide = (interest: Pick<AdminInterestCard_InterestFragment, 'status'>): boolean =>
  interest.status === 'pending';

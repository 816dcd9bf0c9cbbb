/** The chat interest dialog's choices (investor spec §5): the server accepts exactly these. */
export const INTEREST_CURRENCIES = ['USD', 'GHS', 'EUR', 'GBP'] as const;
export const CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** Investor spec §9: a message is at most 500 characters. */
export const INTEREST_MESSAGE_MAX = 500;
/** The server's bound on names and contact details (docs/assistant.md, "Limits"). */
export const INTEREST_FIELD_MAX = 200;

export interface InterestValues {
  userName: string;
  userEmail: string;
  interestAmount: string;
  currency: (typeof INTEREST_CURRENCIES)[number];
  contactPreference: ContactPreference;
  contactInfo: string;
  message: string;
}

export type InterestField = 'userName' | 'userEmail' | 'interestAmount' | 'contactInfo';
/** Why a field is refused: left empty (spec §5 'Please fill in all required fields') or not well formed. */
export type InterestProblem = 'missing' | 'email' | 'amount';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A positive amount with at most 2 decimals, as the server's money fields take it.
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** The fields to fix, in the form's order (the first one gets focus). */
export function interestProblems(values: InterestValues): Partial<Record<InterestField, InterestProblem>> {
  const problems: Partial<Record<InterestField, InterestProblem>> = {};
  if (!values.userName.trim()) problems.userName = 'missing';
  const email = values.userEmail.trim();
  if (!email) problems.userEmail = 'missing';
  else if (!EMAIL.test(email)) problems.userEmail = 'email';
  const amount = values.interestAmount.trim();
  if (!amount) problems.interestAmount = 'missing';
  else if (!AMOUNT.test(amount) || Number(amount) <= 0) problems.interestAmount = 'amount';
  if (!values.contactInfo.trim()) problems.contactInfo = 'missing';
  return problems;
}

/** The contact field's input type follows the preference (investor spec §5). */
export const contactInputType = (preference: ContactPreference): 'email' | 'tel' =>
  preference === 'email' ? 'email' : 'tel';

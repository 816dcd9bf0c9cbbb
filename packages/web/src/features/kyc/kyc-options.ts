/**
 * The choices of the KYC form (accounts spec §5) with the labels people read. The values are what
 * POST /api/kyc/submit accepts (the KYC contract); the server refuses anything else.
 */
export interface KycOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

export const NATIONALITIES = [
  { value: 'gh', label: 'Ghanaian' },
  { value: 'ng', label: 'Nigerian' },
  { value: 'us', label: 'American' },
  { value: 'gb', label: 'British' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly KycOption[];

export const COUNTRIES = [
  { value: 'ghana', label: 'Ghana' },
  { value: 'nigeria', label: 'Nigeria' },
  { value: 'usa', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'germany', label: 'Germany' },
  { value: 'france', label: 'France' },
] as const satisfies readonly KycOption[];

export const DOCUMENT_TYPES = [
  { value: 'passport', label: 'Passport' },
  { value: 'national_id', label: 'National ID card' },
  { value: 'drivers_license', label: "Driver's licence" },
] as const satisfies readonly KycOption[];

export const PROOF_OF_ADDRESS_TYPES = [
  { value: 'utility_bill', label: 'Utility bill' },
  { value: 'bank_statement', label: 'Bank statement' },
  { value: 'rental_agreement', label: 'Rental agreement' },
] as const satisfies readonly KycOption[];

export const SOURCES_OF_FUNDS = [
  { value: 'employment', label: 'Employment income' },
  { value: 'business', label: 'Business income' },
  { value: 'investment', label: 'Investments' },
  { value: 'inheritance', label: 'Inheritance' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly KycOption[];

export const EMPLOYMENT_STATUSES = [
  { value: 'employed', label: 'Employed' },
  { value: 'self_employed', label: 'Self-employed' },
  { value: 'retired', label: 'Retired' },
  { value: 'unemployed', label: 'Unemployed' },
  { value: 'student', label: 'Student' },
] as const satisfies readonly KycOption[];

export const values = <Option extends KycOption>(options: readonly Option[]): Option['value'][] =>
  options.map((option) => option.value);

/** The label of a stored value ('national_id' → 'National ID card'); the value itself when it is not listed. */
export function labelOf(options: readonly KycOption[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}

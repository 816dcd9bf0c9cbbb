import type {
  EmploymentStatus,
  KycCountry,
  KycDocumentType,
  KycNationality,
  ProofOfAddressType,
  SourceOfFunds,
} from '../../graphql/generated';

/**
 * The choices of the KYC form (accounts spec §5) with the labels people read. The values are the server's
 * enums (generated from the schema), so a value added there stops compiling here until it is labelled; the
 * order of each map is the order of its dropdown.
 */
export interface KycOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

const options = <Value extends string>(labels: Record<Value, string>): readonly KycOption<Value>[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));

export const NATIONALITIES = options<KycNationality>({
  gh: 'Ghanaian',
  ng: 'Nigerian',
  us: 'American',
  gb: 'British',
  de: 'German',
  fr: 'French',
  other: 'Other',
});

export const COUNTRIES = options<KycCountry>({
  ghana: 'Ghana',
  nigeria: 'Nigeria',
  usa: 'United States',
  uk: 'United Kingdom',
  germany: 'Germany',
  france: 'France',
});

export const DOCUMENT_TYPES = options<KycDocumentType>({
  passport: 'Passport',
  national_id: 'National ID card',
  drivers_license: "Driver's licence",
});

export const PROOF_OF_ADDRESS_TYPES = options<ProofOfAddressType>({
  utility_bill: 'Utility bill',
  bank_statement: 'Bank statement',
  rental_agreement: 'Rental agreement',
});

export const SOURCES_OF_FUNDS = options<SourceOfFunds>({
  employment: 'Employment income',
  business: 'Business income',
  investment: 'Investments',
  inheritance: 'Inheritance',
  other: 'Other',
});

export const EMPLOYMENT_STATUSES = options<EmploymentStatus>({
  employed: 'Employed',
  self_employed: 'Self-employed',
  retired: 'Retired',
  unemployed: 'Unemployed',
  student: 'Student',
});

export const values = <Value extends string>(list: readonly KycOption<Value>[]): Value[] =>
  list.map((option) => option.value);

/** The label of a stored value ('national_id' → 'National ID card'); the value itself when it is not listed. */
export function labelOf(list: readonly KycOption[], value: string | null | undefined): string {
  if (!value) return '';
  return list.find((option) => option.value === value)?.label ?? value;
}

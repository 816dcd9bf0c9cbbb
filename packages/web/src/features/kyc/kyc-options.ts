import type { IntlShape } from 'react-intl';
import type {
  EmploymentStatus,
  KycCountry,
  KycDocumentType,
  KycNationality,
  ProofOfAddressType,
  SourceOfFunds,
} from '../../graphql/generated';

/**
 * The choices of the KYC form (accounts spec §5). The values are the server's enums (generated from the schema), so
 * a value added there stops compiling here until it is listed; the order of each list is the order of its dropdown.
 * The labels are words of the interface language (docs/i18n.md): catalog ids `kyc.option.<list>.<value>` (area
 * `kyc`, loaded by the wizard and by the admin's KYC review), and country names from `Intl.DisplayNames`.
 */
const list = <Value extends string>(values: Record<Value, true>): readonly Value[] => Object.keys(values) as Value[];

export const NATIONALITIES = list<KycNationality>({
  gh: true,
  ng: true,
  us: true,
  gb: true,
  de: true,
  fr: true,
  other: true,
});

/** A country of residence and its ISO 3166 region code, whose name `Intl.DisplayNames` gives in any language. */
const COUNTRY_REGIONS: Readonly<Record<KycCountry, string>> = {
  ghana: 'GH',
  nigeria: 'NG',
  usa: 'US',
  uk: 'GB',
  germany: 'DE',
  france: 'FR',
};
export const COUNTRIES = Object.keys(COUNTRY_REGIONS) as readonly KycCountry[];

export const DOCUMENT_TYPES = list<KycDocumentType>({ passport: true, national_id: true, drivers_license: true });

export const PROOF_OF_ADDRESS_TYPES = list<ProofOfAddressType>({
  utility_bill: true,
  bank_statement: true,
  rental_agreement: true,
});

export const SOURCES_OF_FUNDS = list<SourceOfFunds>({
  employment: true,
  business: true,
  investment: true,
  inheritance: true,
  other: true,
});

export const EMPLOYMENT_STATUSES = list<EmploymentStatus>({
  employed: true,
  self_employed: true,
  retired: true,
  unemployed: true,
  student: true,
});

/** The lists whose labels come from the `kyc` catalog area (countries come from Intl). */
type KycCatalogList = 'nationality' | 'documentType' | 'proofOfAddressType' | 'sourceOfFunds' | 'employmentStatus';
export type KycList = KycCatalogList | 'country';

export const KYC_LISTS: Readonly<Record<KycList, readonly string[]>> = {
  nationality: NATIONALITIES,
  country: COUNTRIES,
  documentType: DOCUMENT_TYPES,
  proofOfAddressType: PROOF_OF_ADDRESS_TYPES,
  sourceOfFunds: SOURCES_OF_FUNDS,
  employmentStatus: EMPLOYMENT_STATUSES,
};

/** The catalog id of a listed value's label ('kyc.option.documentType.national_id'). */
const kycOptionId = (list: KycCatalogList, value: string): string => `kyc.option.${list}.${value}`;

type LabelIntl = Pick<IntlShape, 'formatMessage' | 'formatDisplayName' | 'messages'>;

/**
 * The label of a stored value in the interface language ('national_id' → 'National ID card', 'ghana' → 'Ghana' or
 * 'Гана'); the value itself when it is not listed (a value newer than this code), '' for none.
 */
export function kycOptionLabel(intl: LabelIntl, list: KycList, value: string | null | undefined): string {
  if (!value) return '';
  if (list === 'country') {
    const region = COUNTRY_REGIONS[value as KycCountry] as string | undefined;
    return (region && intl.formatDisplayName(region, { type: 'region' })) || value;
  }
  const id = kycOptionId(list, value);
  return id in intl.messages ? intl.formatMessage({ id }) : value;
}

/** A list's choices for a dropdown, labelled in the interface language. */
export const kycOptions = (intl: LabelIntl, list: KycList): { value: string; label: string }[] =>
  KYC_LISTS[list].map((value) => ({ value, label: kycOptionLabel(intl, list, value) }));

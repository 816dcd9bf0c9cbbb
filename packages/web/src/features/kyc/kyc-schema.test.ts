import { schemaMessages as messages } from '../forms/testing/schema-messages';
import { describe, expect, it } from 'vitest';
import type { KycPickedFile } from './kyc-files';
import { createIntl } from 'react-intl';
import { englishIntl } from '../../i18n/testing/english-intl';
import kycFrench from '../../i18n/messages/kyc/fr.json';
import {
  COUNTRIES,
  DOCUMENT_TYPES,
  KYC_LISTS,
  kycOptionLabel,
  kycOptions,
  NATIONALITIES,
  type KycList,
} from './kyc-options';
import {
  addressSchema,
  EMPTY_KYC,
  financialSchema,
  firstStepWith,
  identitySchema,
  isCalendarDate,
  isStepValid,
  KYC_STEPS,
  kycSchema,
  kycTextFields,
  latestAdultBirthDate,
  personalSchema,
  proofOfAddressSchema,
  type KycFormValues,
} from './kyc-schema';

// 23 November 2026, 10:00 UTC.
const today = () => new Date(Date.UTC(2026, 10, 23, 10));

const good: KycFormValues = {
  ...EMPTY_KYC,
  fullName: 'Ama Owusu',
  dateOfBirth: '1990-05-14',
  nationality: 'gh',
  phoneNumber: '+233 24 123 4567',
  address: '12 Oxford Street, Osu',
  city: 'Accra',
  postalCode: 'GA-123',
  country: 'ghana',
  documentType: 'passport',
  documentNumber: 'G1234567',
  documentExpiryDate: '2030-01-31',
  sourceOfFunds: 'employment',
  employmentStatus: 'employed',
  proofOfAddressType: 'utility_bill',
  proofOfAddressDate: '2026-10-01',
};

describe('KYC wizard rules (accounts spec §5, with the server messages)', () => {
  it('accepts a complete submission', async () => {
    expect(await messages(kycSchema(today), good)).toEqual({});
  });

  it('step 1, personal information: every required field with its message', async () => {
    expect(await messages(personalSchema(today), EMPTY_KYC)).toEqual({
      fullName: 'Full name is required',
      dateOfBirth: 'Date of birth is required',
      nationality: 'Nationality is required',
      phoneNumber: 'Valid phone number is required',
    });
    expect(
      await messages(personalSchema(today), {
        ...good,
        fullName: ' A ',
        phoneNumber: '024 123 4',
        nationality: 'xx',
      }),
    ).toEqual({
      fullName: 'Full name is required',
      nationality: 'Nationality is required',
      phoneNumber: 'Valid phone number is required',
    });
    expect(await messages(personalSchema(today), { ...good, phoneNumber: '0'.repeat(31) })).toEqual({
      phoneNumber: 'must be at most 30 characters',
    });
    expect(await messages(personalSchema(today), { ...good, fullName: 'A'.repeat(201) })).toEqual({
      fullName: 'must be at most 200 characters',
    });
  });

  it('date of birth: a real calendar date, and 18 or older today (a future date is not)', async () => {
    const dob = async (dateOfBirth: string) =>
      (await messages(personalSchema(today), { ...good, dateOfBirth })).dateOfBirth;
    expect(await dob('2008-11-23')).toBeUndefined(); // 18 today
    expect(await dob('2008-11-24')).toBe('You must be at least 18 years old'); // 18 tomorrow
    expect(await dob('2027-01-01')).toBe('You must be at least 18 years old');
    expect(await dob('1990-02-30')).toBe('Date of birth is required');
    expect(await dob('14/05/1990')).toBe('Date of birth is required');
  });

  it('step 2, address: minimum lengths and the country list', async () => {
    expect(await messages(addressSchema, EMPTY_KYC)).toEqual({
      address: 'Full address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      country: 'Country is required',
    });
    expect(
      await messages(addressSchema, { ...good, address: '12 Osu Rd', city: 'A', postalCode: 'GA', country: 'gh' }),
    ).toEqual({
      address: 'Full address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      country: 'Country is required',
    });
    expect(await messages(addressSchema, { ...good, postalCode: '1'.repeat(21) })).toEqual({
      postalCode: 'must be at most 20 characters',
    });
  });

  it('step 3, identity document: type, number, and an expiry date still ahead', async () => {
    expect(await messages(identitySchema(today), EMPTY_KYC)).toEqual({
      documentType: 'Document type is required',
      documentNumber: 'Document number is required',
      documentExpiryDate: 'Document expiry date is required',
    });
    expect(
      await messages(identitySchema(today), {
        ...good,
        documentType: 'voters_id',
        documentNumber: 'G123',
        documentExpiryDate: '2026-11-23',
      }),
    ).toEqual({
      documentType: 'Document type is required',
      documentNumber: 'Document number is required',
      documentExpiryDate: 'The identity document has expired',
    });
    expect(await messages(identitySchema(today), { ...good, documentExpiryDate: '2026-11-24' })).toEqual({});
  });

  it('step 4, financial information: choices, optional fields, income in whole dollars, the PEP details', async () => {
    expect(await messages(financialSchema(), EMPTY_KYC)).toEqual({
      sourceOfFunds: 'Source of funds is required',
      employmentStatus: 'Employment status is required',
    });
    const income = async (annualIncome: string) =>
      (await messages(financialSchema(), { ...good, annualIncome })).annualIncome;
    expect(await income('')).toBeUndefined();
    expect(await income('85000')).toBeUndefined();
    expect(await income('85,000')).toBeUndefined();
    expect(await income('85000.50')).toBe('must be a whole number of US dollars');
    expect(await income('-5')).toBe('must be a whole number of US dollars');
    expect(await income('1'.repeat(14))).toBe('must be a whole number of US dollars');

    expect(await messages(financialSchema(), { ...good, isPoliticallyExposed: true })).toEqual({
      politicalExposureDetails: 'Please describe your political exposure',
    });
    expect(
      await messages(financialSchema(), {
        ...good,
        isPoliticallyExposed: true,
        politicalExposureDetails: '   ',
      }),
    ).toEqual({ politicalExposureDetails: 'Please describe your political exposure' });
    expect(
      await messages(financialSchema(), {
        ...good,
        isPoliticallyExposed: true,
        politicalExposureDetails: 'Member of parliament 2012-2016',
      }),
    ).toEqual({});
    // Unticked, the details are not asked for (and not sent).
    expect(await messages(financialSchema(), { ...good, politicalExposureDetails: '' })).toEqual({});
    expect(await messages(financialSchema(), { ...good, sourceOfFundsDetails: 'x'.repeat(1001) })).toEqual({
      sourceOfFundsDetails: 'must be at most 1,000 characters',
    });
  });

  it('step 5, proof of address: its type and date, the date today or earlier', async () => {
    expect(await messages(proofOfAddressSchema(today), EMPTY_KYC)).toEqual({
      proofOfAddressType: 'Proof of address type is required',
      proofOfAddressDate: 'Proof of address date is required',
    });
    const date = async (proofOfAddressDate: string) =>
      (await messages(proofOfAddressSchema(today), { ...good, proofOfAddressDate })).proofOfAddressDate;
    expect(await date('2026-11-23')).toBeUndefined();
    expect(await date('2026-11-24')).toBe('The date cannot be in the future');
    expect(await date('2026-13-01')).toBe('Proof of address date is required');
  });
});

describe('the choices', () => {
  it('offer the spec values, in its order, with readable labels', () => {
    expect(NATIONALITIES).toEqual(['gh', 'ng', 'us', 'gb', 'de', 'fr', 'other']);
    expect(COUNTRIES).toEqual(['ghana', 'nigeria', 'usa', 'uk', 'germany', 'france']);
    expect(DOCUMENT_TYPES).toEqual(['passport', 'national_id', 'drivers_license']);
    expect(kycOptionLabel(englishIntl, 'nationality', 'gh')).toBe('Ghanaian');
    expect(kycOptionLabel(englishIntl, 'documentType', 'drivers_license')).toBe("Driver's licence");
    expect(kycOptions(englishIntl, 'country').map((option) => option.label)).toEqual([
      'Ghana',
      'Nigeria',
      'United States',
      'United Kingdom',
      'Germany',
      'France',
    ]);
    expect(kycOptionLabel(englishIntl, 'nationality', 'xx')).toBe('xx');
    expect(kycOptionLabel(englishIntl, 'country', null)).toBe('');
  });

  it('label every choice in the interface language (the admin review reads the same labels)', () => {
    const french = createIntl({ locale: 'fr', messages: kycFrench });
    expect(kycOptionLabel(french, 'country', 'germany')).toBe('Allemagne');
    expect(kycOptionLabel(french, 'documentType', 'national_id')).toBe("Carte nationale d'identité");
    for (const list of Object.keys(KYC_LISTS) as KycList[]) {
      for (const { value, label } of kycOptions(french, list)) expect(label).not.toBe(value);
    }
  });
});

describe('wizard steps', () => {
  it('six steps: the spec titles, the proof of address on its own step', () => {
    expect(KYC_STEPS.map((step) => englishIntl.formatMessage({ id: step.titleId }))).toEqual([
      'Personal Information',
      'Address Details',
      'Identity Documents',
      'Financial Information',
      'Proof of Address',
      'Document Upload',
    ]);
  });

  it('Next is enabled only when the step is valid', () => {
    expect(isStepValid(KYC_STEPS[0], EMPTY_KYC, today)).toBe(false);
    expect(isStepValid(KYC_STEPS[0], { ...EMPTY_KYC, ...pick(good, KYC_STEPS[0].fields) }, today)).toBe(true);
    // A valid first step says nothing about the second.
    expect(isStepValid(KYC_STEPS[1], { ...EMPTY_KYC, ...pick(good, KYC_STEPS[0].fields) }, today)).toBe(false);
    expect(isStepValid(KYC_STEPS[3], { ...good, isPoliticallyExposed: true }, today)).toBe(false);
    // The proof of address step needs its document picked as well as its type and date.
    const picked: KycPickedFile = {
      file: new File(['%PDF-1.4'], 'bill.pdf'),
      contentType: 'application/pdf',
      previewUrl: null,
    };
    expect(isStepValid(KYC_STEPS[4], { ...good, proofOfAddress: null }, today)).toBe(false);
    expect(isStepValid(KYC_STEPS[4], { ...good, proofOfAddress: picked }, today)).toBe(true);
    expect(isStepValid(KYC_STEPS[4], { ...good, proofOfAddress: picked, proofOfAddressType: '' }, today)).toBe(false);
  });

  it('finds the first step holding a server field error', () => {
    expect(firstStepWith(['selfie', 'city'])).toBe(1);
    expect(firstStepWith(['proofOfAddressDate'])).toBe(4);
    expect(firstStepWith(['proofOfAddress'])).toBe(4);
    expect(firstStepWith(['documentFront'])).toBe(5);
    expect(firstStepWith(['userId'])).toBe(-1);
  });
});

describe('the multipart text fields', () => {
  it('sends trimmed strings, leaves out empty optional fields and the PEP details unless ticked', () => {
    const fields = kycTextFields({ ...good, fullName: '  Ama Owusu ', politicalExposureDetails: 'stale' });
    expect(fields).toMatchObject({ fullName: 'Ama Owusu', isPoliticallyExposed: 'false', dateOfBirth: '1990-05-14' });
    expect(fields).not.toHaveProperty('politicalExposureDetails');
    expect(fields).not.toHaveProperty('occupation');
    expect(fields).not.toHaveProperty('documentFront');
    const pep = kycTextFields({ ...good, isPoliticallyExposed: true, politicalExposureDetails: ' MP ' });
    expect(pep).toMatchObject({ isPoliticallyExposed: 'true', politicalExposureDetails: 'MP' });
  });
});

describe('calendar dates', () => {
  it('knows real days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });

  it('18 years back on the same day; 29 February rolls to 1 March, as on the server', () => {
    expect(latestAdultBirthDate(new Date(Date.UTC(2026, 10, 23)))).toBe('2008-11-23');
    expect(latestAdultBirthDate(new Date(Date.UTC(2028, 1, 29)))).toBe('2010-03-01');
  });
});

function pick(values: KycFormValues, fields: readonly (keyof KycFormValues)[]): Partial<KycFormValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

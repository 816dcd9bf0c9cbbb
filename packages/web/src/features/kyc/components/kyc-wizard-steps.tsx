import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { CheckboxField, SelectField, TextField } from '../../forms/components/fields';
import { KYC_FILE_FIELDS } from '../kyc-files';
import {
  COUNTRIES,
  DOCUMENT_TYPES,
  EMPLOYMENT_STATUSES,
  NATIONALITIES,
  PROOF_OF_ADDRESS_TYPES,
  SOURCES_OF_FUNDS,
} from '../kyc-options';
import type { KycFormValues } from '../kyc-schema';
import { KycFileInput, type PreviewUrls } from './kyc-file-field';

const StyledColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledFiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export function PersonalStep() {
  return (
    <StyledColumns>
      <TextField
        name="fullName"
        label="Full Name"
        required
        autoComplete="name"
        hint="As it appears on your identity document"
      />
      <TextField name="dateOfBirth" label="Date of Birth" type="date" required autoComplete="bday" />
      <SelectField
        name="nationality"
        label="Nationality"
        required
        placeholder="Select your nationality"
        options={NATIONALITIES}
      />
      <TextField
        name="phoneNumber"
        label="Phone Number"
        type="tel"
        required
        autoComplete="tel"
        hint="With the country code, e.g. +233 24 123 4567"
      />
    </StyledColumns>
  );
}

export function AddressStep() {
  return (
    <>
      <TextField
        name="address"
        label="Residential Address"
        required
        autoComplete="street-address"
        hint="House number, street and area"
      />
      <StyledColumns>
        <TextField name="city" label="City" required autoComplete="address-level2" />
        <TextField name="postalCode" label="Postal Code" required autoComplete="postal-code" />
        <SelectField
          name="country"
          label="Country of Residence"
          required
          placeholder="Select your country"
          options={COUNTRIES}
        />
      </StyledColumns>
    </>
  );
}

export function IdentityStep() {
  return (
    <StyledColumns>
      <SelectField
        name="documentType"
        label="Document Type"
        required
        placeholder="Select a document"
        options={DOCUMENT_TYPES}
      />
      <TextField name="documentNumber" label="Document Number" required autoComplete="off" />
      <TextField
        name="documentExpiryDate"
        label="Document Expiry Date"
        type="date"
        required
        hint="The document must still be valid"
      />
    </StyledColumns>
  );
}

export function FinancialStep() {
  const { values } = useFormikContext<KycFormValues>();
  return (
    <>
      <StyledColumns>
        <SelectField
          name="sourceOfFunds"
          label="Source of Funds"
          required
          placeholder="Select a source"
          options={SOURCES_OF_FUNDS}
        />
        <SelectField
          name="employmentStatus"
          label="Employment Status"
          required
          placeholder="Select a status"
          options={EMPLOYMENT_STATUSES}
        />
        <TextField name="occupation" label="Occupation (optional)" autoComplete="organization-title" />
        <TextField
          name="annualIncome"
          label="Annual Income in USD (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="Whole US dollars, digits only"
        />
      </StyledColumns>
      <TextField
        name="sourceOfFundsDetails"
        label="Source of Funds Details (optional)"
        multiline
        hint="Anything that helps us understand where your investment comes from"
      />
      <CheckboxField
        name="isPoliticallyExposed"
        label="I am a politically exposed person (PEP), or a family member or close associate of one"
      />
      {values.isPoliticallyExposed ? (
        <TextField
          name="politicalExposureDetails"
          label="Political Exposure Details"
          required
          multiline
          hint="The public function, the country and the dates"
        />
      ) : null}
    </>
  );
}

/** Its own step (issue 19, item 9): the kind of document, its date, and the document itself. */
export function ProofOfAddressStep({ previews }: { previews: PreviewUrls }) {
  return (
    <StyledFiles>
      <div>
        <SelectField
          name="proofOfAddressType"
          label="Proof of Address Type"
          required
          placeholder="Select a document"
          options={PROOF_OF_ADDRESS_TYPES}
        />
        <TextField
          name="proofOfAddressDate"
          label="Proof of Address Date"
          type="date"
          required
          hint="The date printed on the document: a utility bill, bank statement or tenancy agreement in your name"
        />
      </div>
      <KycFileInput name="proofOfAddress" previews={previews} />
    </StyledFiles>
  );
}

/** The proof of address is picked on its own step. */
const UPLOAD_STEP_FILES = KYC_FILE_FIELDS.filter((field) => field !== 'proofOfAddress');

export function UploadStep({ previews }: { previews: PreviewUrls }) {
  return (
    <StyledFiles>
      {UPLOAD_STEP_FILES.map((field) => (
        <KycFileInput key={field} name={field} previews={previews} />
      ))}
    </StyledFiles>
  );
}

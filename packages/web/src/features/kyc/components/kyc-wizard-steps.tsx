import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckboxField, SelectField, TextField } from '../../forms/components/fields';
import { KYC_FILE_FIELDS } from '../kyc-files';
import { kycOptions } from '../kyc-options';
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

/** The step's words (`kyc.field.*`) in the interface language. */
function useFieldWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `kyc.field.${id}` }, values);
  return { intl, t };
}

export function PersonalStep() {
  const { intl, t } = useFieldWords();
  return (
    <StyledColumns>
      <TextField name="fullName" label={t('fullName')} required autoComplete="name" hint={t('fullNameHint')} />
      <TextField name="dateOfBirth" label={t('dateOfBirth')} type="date" required autoComplete="bday" />
      <SelectField
        name="nationality"
        label={t('nationality')}
        required
        placeholder={t('nationalityPlaceholder')}
        options={kycOptions(intl, 'nationality')}
      />
      <TextField
        name="phoneNumber"
        label={t('phoneNumber')}
        type="tel"
        required
        autoComplete="tel"
        hint={t('phoneNumberHint', { example: '+233 24 123 4567' })}
      />
    </StyledColumns>
  );
}

export function AddressStep() {
  const { intl, t } = useFieldWords();
  return (
    <>
      <TextField name="address" label={t('address')} required autoComplete="street-address" hint={t('addressHint')} />
      <StyledColumns>
        <TextField name="city" label={t('city')} required autoComplete="address-level2" />
        <TextField name="postalCode" label={t('postalCode')} required autoComplete="postal-code" />
        <SelectField
          name="country"
          label={t('country')}
          required
          placeholder={t('countryPlaceholder')}
          options={kycOptions(intl, 'country')}
        />
      </StyledColumns>
    </>
  );
}

export function IdentityStep() {
  const { intl, t } = useFieldWords();
  return (
    <StyledColumns>
      <SelectField
        name="documentType"
        label={t('documentType')}
        required
        placeholder={t('documentPlaceholder')}
        options={kycOptions(intl, 'documentType')}
      />
      <TextField name="documentNumber" label={t('documentNumber')} required autoComplete="off" />
      <TextField
        name="documentExpiryDate"
        label={t('documentExpiryDate')}
        type="date"
        required
        hint={t('documentExpiryDateHint')}
      />
    </StyledColumns>
  );
}

export function FinancialStep() {
  const { intl, t } = useFieldWords();
  const { values } = useFormikContext<KycFormValues>();
  return (
    <>
      <StyledColumns>
        <SelectField
          name="sourceOfFunds"
          label={t('sourceOfFunds')}
          required
          placeholder={t('sourceOfFundsPlaceholder')}
          options={kycOptions(intl, 'sourceOfFunds')}
        />
        <SelectField
          name="employmentStatus"
          label={t('employmentStatus')}
          required
          placeholder={t('employmentStatusPlaceholder')}
          options={kycOptions(intl, 'employmentStatus')}
        />
        <TextField name="occupation" label={t('occupation')} autoComplete="organization-title" />
        <TextField
          name="annualIncome"
          label={t('annualIncome')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('annualIncomeHint')}
        />
      </StyledColumns>
      <TextField
        name="sourceOfFundsDetails"
        label={t('sourceOfFundsDetails')}
        multiline
        hint={t('sourceOfFundsDetailsHint')}
      />
      <CheckboxField name="isPoliticallyExposed" label={t('politicallyExposed')} />
      {values.isPoliticallyExposed ? (
        <TextField
          name="politicalExposureDetails"
          label={t('politicalExposureDetails')}
          required
          multiline
          hint={t('politicalExposureDetailsHint')}
        />
      ) : null}
    </>
  );
}

/** Its own step (issue 19, item 9): the kind of document, its date, and the document itself. */
export function ProofOfAddressStep({ previews }: { previews: PreviewUrls }) {
  const { intl, t } = useFieldWords();
  return (
    <StyledFiles>
      <div>
        <SelectField
          name="proofOfAddressType"
          label={t('proofOfAddressType')}
          required
          placeholder={t('documentPlaceholder')}
          options={kycOptions(intl, 'proofOfAddressType')}
        />
        <TextField
          name="proofOfAddressDate"
          label={t('proofOfAddressDate')}
          type="date"
          required
          hint={t('proofOfAddressDateHint')}
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

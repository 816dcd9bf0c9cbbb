import { Field } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { catalogFailureToast, successToast } from '../catalog-messages';
import { useUnitAdminActions } from '../hooks/use-unit-admin-actions';
import { ImageUrlField } from './image-url-field';
import {
  emptyUnitForm,
  isApartment,
  unitFeatureOptions,
  unitFormValues,
  unitInputOf,
  unitSchema,
  unitTypeOptions,
  type UnitFormValues,
} from '../unit-form';
import { ContentTranslationsSection } from '../../content-translations/components/content-translations-section';

const StyledTwoColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  margin-block-end: ${({ theme }) => theme.space.md};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const StyledFeatureGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

// The example in the empty Image URL field: an address, the same in every language.
const IMAGE_EXAMPLE = 'https://…/unit.jpg';

interface UnitFormDialogProps {
  projectId: number;
  onClose: () => void;
  /** The unit to edit; none to add one. */
  unit?: AdminUnitCard_UnitFragment;
}

/**
 * Add Unit and Edit (accounts spec §2, §3, §5, §8): the floor and block section appears only for apartment
 * types. The server's field messages (a unit number in use, a price locked by live investments) appear under
 * the fields or in the toast. Loaded when first opened.
 */
export default function UnitFormDialog({ projectId, onClose, unit }: UnitFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminCatalog.unitForm.${id}` });
  const toast = useToast();
  const { create, update, saving } = useUnitAdminActions();
  const initialValues = unit ? unitFormValues(unit) : emptyUnitForm();
  const unitName = (number: string) => intl.formatMessage({ id: 'adminCatalog.unit.name' }, { number });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(unit ? 'editTitle' : 'addTitle')}
      description={unit ? unitName(unit.unitNumber) : t('addDescription')}
    >
      <AppForm<UnitFormValues>
        initialValues={initialValues}
        schema={unitSchema}
        aria-label={t(unit ? 'editAria' : 'addAria')}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const input = unitInputOf(values, unit);
            if (unit) await update(projectId, unit.id, input);
            else await create(projectId, input);
            toast(successToast(intl, unit ? 'unitUpdated' : 'unitCreated', unitName(input.unitNumber)));
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast(catalogFailureToast(intl, unit ? 'updateUnit' : 'createUnit', failure));
          }
        }}
      >
        {({ isSubmitting, dirty, values }) => (
          <>
            <StyledTwoColumns>
              <TextField name="unitNumber" label={t('unitNumber')} required maxLength={40} autoFocus />
              <SelectField name="unitType" label={t('unitType')} required options={unitTypeOptions(intl)} />
              <TextField name="bedrooms" label={t('bedrooms')} required inputMode="numeric" autoComplete="off" />
              <TextField name="bathrooms" label={t('bathrooms')} required inputMode="numeric" autoComplete="off" />
              <TextField name="floorArea" label={t('floorArea')} inputMode="decimal" autoComplete="off" />
              <TextField name="plotSize" label={t('plotSize')} inputMode="decimal" autoComplete="off" />
              <TextField name="price" label={t('price')} required inputMode="decimal" autoComplete="off" />
              <TextField
                name="minInvestmentAmount"
                label={t('minInvestment')}
                required
                inputMode="decimal"
                autoComplete="off"
              />
            </StyledTwoColumns>
            {isApartment(values.unitType) ? (
              <StyledFieldset data-testid="apartment-fields">
                <legend>
                  <FormattedMessage id="adminCatalog.unitForm.floorAndBlock" />
                </legend>
                <StyledTwoColumns>
                  <TextField name="floor" label={t('floor')} inputMode="numeric" autoComplete="off" />
                  <TextField name="block" label={t('block')} maxLength={40} autoComplete="off" />
                </StyledTwoColumns>
              </StyledFieldset>
            ) : null}
            <StyledFieldset>
              <legend>
                <FormattedMessage id="adminCatalog.unitForm.features" />
              </legend>
              <StyledFeatureGrid>
                {unitFeatureOptions(intl).map((feature) => (
                  <label key={feature.value}>
                    <Field type="checkbox" name="features" value={feature.value} />
                    {feature.label}
                  </label>
                ))}
              </StyledFeatureGrid>
            </StyledFieldset>
            <TextField name="description" label={t('description')} multiline maxLength={5000} />
            <ImageUrlField name="imageUrl" placeholder={IMAGE_EXAMPLE} />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                <FormattedMessage id="adminCatalog.cancel" />
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving || (unit !== undefined && !dirty)}>
                {isSubmitting ? (
                  <FormattedMessage id="adminCatalog.saving" />
                ) : unit ? (
                  <FormattedMessage id="adminCatalog.saveChanges" />
                ) : (
                  <FormattedMessage id="adminCatalog.unitForm.addTitle" />
                )}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="unit" entityId={unit?.id} />
    </Dialog>
  );
}

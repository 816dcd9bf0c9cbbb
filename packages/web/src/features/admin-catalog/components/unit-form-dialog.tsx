import { Field } from 'formik';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { CATALOG_FAILURES, CATALOG_TOASTS, catalogFailureToast, successToast } from '../catalog-messages';
import { useUnitAdminActions } from '../hooks/use-unit-admin-actions';
import { ImageUrlField } from './image-url-field';
import {
  emptyUnitForm,
  isApartment,
  UNIT_FEATURE_OPTIONS,
  UNIT_TYPE_OPTIONS,
  unitFormValues,
  unitInputOf,
  unitSchema,
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
  margin: 0 0 ${({ theme }) => theme.space.md};
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
  const toast = useToast();
  const { create, update, saving } = useUnitAdminActions();
  const initialValues = unit ? unitFormValues(unit) : emptyUnitForm();

  return (
    <Dialog
      open
      onClose={onClose}
      title={unit ? 'Edit Unit' : 'Add Unit'}
      description={unit ? `Unit ${unit.unitNumber}` : 'A new unit starts available, with nothing invested.'}
    >
      <AppForm<UnitFormValues>
        initialValues={initialValues}
        schema={unitSchema}
        aria-label={unit ? 'Edit unit' : 'Add unit'}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const input = unitInputOf(values, unit);
            if (unit) await update(projectId, unit.id, input);
            else await create(projectId, input);
            toast(
              successToast(unit ? CATALOG_TOASTS.unitUpdated : CATALOG_TOASTS.unitCreated, `Unit ${input.unitNumber}`),
            );
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast(catalogFailureToast(unit ? CATALOG_FAILURES.updateUnit : CATALOG_FAILURES.createUnit, failure));
          }
        }}
      >
        {({ isSubmitting, dirty, values }) => (
          <>
            <StyledTwoColumns>
              <TextField name="unitNumber" label="Unit Number" required maxLength={40} autoFocus />
              <SelectField name="unitType" label="Unit Type" required options={UNIT_TYPE_OPTIONS} />
              <TextField name="bedrooms" label="Bedrooms" required inputMode="numeric" autoComplete="off" />
              <TextField name="bathrooms" label="Bathrooms" required inputMode="numeric" autoComplete="off" />
              <TextField name="floorArea" label="Floor Area (m²)" inputMode="decimal" autoComplete="off" />
              <TextField name="plotSize" label="Plot Size (m²)" inputMode="decimal" autoComplete="off" />
              <TextField name="price" label="Price (USD)" required inputMode="decimal" autoComplete="off" />
              <TextField
                name="minInvestmentAmount"
                label="Min Investment (USD)"
                required
                inputMode="decimal"
                autoComplete="off"
              />
            </StyledTwoColumns>
            {isApartment(values.unitType) ? (
              <StyledFieldset data-testid="apartment-fields">
                <legend>Floor and block</legend>
                <StyledTwoColumns>
                  <TextField name="floor" label="Floor" inputMode="numeric" autoComplete="off" />
                  <TextField name="block" label="Block" maxLength={40} autoComplete="off" />
                </StyledTwoColumns>
              </StyledFieldset>
            ) : null}
            <StyledFieldset>
              <legend>Features</legend>
              <StyledFeatureGrid>
                {UNIT_FEATURE_OPTIONS.map((feature) => (
                  <label key={feature.value}>
                    <Field type="checkbox" name="features" value={feature.value} />
                    {feature.label}
                  </label>
                ))}
              </StyledFeatureGrid>
            </StyledFieldset>
            <TextField name="description" label="Description" multiline maxLength={5000} />
            <ImageUrlField name="imageUrl" placeholder="https://…/unit.jpg" />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving || (unit !== undefined && !dirty)}>
                {isSubmitting ? 'Saving…' : unit ? 'Save Changes' : 'Add Unit'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="unit" entityId={unit?.id} />
    </Dialog>
  );
}

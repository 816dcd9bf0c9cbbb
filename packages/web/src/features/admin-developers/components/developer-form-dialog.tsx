import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminDeveloperCard_DeveloperFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import {
  developerFormValues,
  developerInputOf,
  developerPatchOf,
  developerSchema,
  emptyDeveloperForm,
  formFieldsOf,
  statusOptions,
  type DeveloperFormValues,
} from '../developer-form';
import { DEVELOPER_LIMITS as L, developerFailureToast, developerToast } from '../developer-messages';
import { useDeveloperMutations } from '../hooks/use-developer-mutations';
import { ContentTranslationsSection } from '../../content-translations/components/content-translations-section';

const StyledTwoColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Examples in the address fields (the same in every language). */
const WEBSITE_EXAMPLE = 'https://…';
const LOGO_EXAMPLE = 'https://…/logo.png';

interface DeveloperFormDialogProps {
  onClose: () => void;
  /** The developer to edit; none to add one. */
  developer?: AdminDeveloperCard_DeveloperFragment;
}

/**
 * Add Developer and Edit (accounts spec §2, §5, §8): the required fields first, then the optional ones; an edit
 * sends only the fields changed. The server's field messages appear under the fields, and the spec's toasts
 * report the outcome. Its own chunk: loaded when first opened.
 */
export default function DeveloperFormDialog({ onClose, developer }: DeveloperFormDialogProps) {
  const toast = useToast();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminDevelopers.${id}` }, values);
  const { create, update, saving } = useDeveloperMutations();
  const now = new Date();
  const initialValues = developer ? developerFormValues(developer) : emptyDeveloperForm(now);

  return (
    <Dialog
      open
      onClose={onClose}
      title={developer ? t('form.editTitle') : t('add')}
      description={developer ? developer.name : t('form.addDescription')}
    >
      <AppForm<DeveloperFormValues>
        initialValues={initialValues}
        schema={developerSchema(now)}
        aria-label={developer ? t('form.editLabel') : t('form.addLabel')}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            if (developer) await update(developer.id, developerPatchOf(initialValues, values, now));
            else await create(developerInputOf(values, now));
            toast(developerToast(developer ? 'updated' : 'created', values.name.trim(), intl));
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, formFieldsOf(readApiFailure(failure).fields), values);
            toast(developerFailureToast(developer ? 'updateFailed' : 'createFailed', failure, intl));
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <>
            <TextField name="name" label={t('form.name')} required maxLength={L.name} autoFocus />
            <StyledTwoColumns>
              <TextField name="email" label={t('form.email')} type="email" required autoComplete="off" />
              <TextField name="phone" label={t('form.phone')} type="tel" required autoComplete="off" />
            </StyledTwoColumns>
            <TextField name="description" label={t('form.description')} required multiline maxLength={L.description} />
            <TextField name="address" label={t('form.address')} required maxLength={L.address} />
            <StyledTwoColumns>
              <TextField name="city" label={t('form.city')} required maxLength={L.city} />
              <TextField name="country" label={t('form.country')} required maxLength={L.country} />
              <TextField name="website" label={t('form.website')} placeholder={WEBSITE_EXAMPLE} autoComplete="off" />
              <TextField name="logoUrl" label={t('form.logoUrl')} placeholder={LOGO_EXAMPLE} autoComplete="off" />
              <TextField
                name="establishedYear"
                label={t('form.establishedYear')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('form.establishedYearHint')}
              />
              <TextField name="licenseNumber" label={t('form.licenseNumber')} maxLength={L.licenseNumber} />
              <TextField
                name="completedProjects"
                label={t('form.completedProjects')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('form.completedProjectsHint', { zero: 0 })}
              />
              <TextField name="totalValue" label={t('form.totalValue')} inputMode="decimal" autoComplete="off" />
              <TextField
                name="rating"
                label={t('form.rating')}
                inputMode="decimal"
                autoComplete="off"
                hint={t('form.ratingHint')}
              />
              <SelectField name="status" label={t('form.status')} required options={statusOptions(intl)} />
            </StyledTwoColumns>
            <TextField
              name="specialties"
              label={t('form.specialties')}
              placeholder={t('form.specialtiesPlaceholder')}
              hint={t('form.specialtiesHint')}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                {t('form.cancel')}
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving || (developer !== undefined && !dirty)}>
                {isSubmitting ? t('form.saving') : developer ? t('form.saveChanges') : t('add')}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="developer" entityId={developer?.id} />
    </Dialog>
  );
}

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
  STATUS_OPTIONS,
  type DeveloperFormValues,
} from '../developer-form';
import { DEVELOPER_LIMITS as L, DEVELOPER_TOASTS, developerFailureToast } from '../developer-messages';
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
  const { create, update, saving } = useDeveloperMutations();
  const now = new Date();
  const initialValues = developer ? developerFormValues(developer) : emptyDeveloperForm(now);

  return (
    <Dialog
      open
      onClose={onClose}
      title={developer ? 'Edit Developer' : 'Add Developer'}
      description={developer ? developer.name : 'A developer profile for the public developers page.'}
    >
      <AppForm<DeveloperFormValues>
        initialValues={initialValues}
        schema={developerSchema(now)}
        aria-label={developer ? 'Edit developer' : 'Add developer'}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            if (developer) await update(developer.id, developerPatchOf(initialValues, values, now));
            else await create(developerInputOf(values, now));
            const done = developer ? DEVELOPER_TOASTS.updated : DEVELOPER_TOASTS.created;
            toast({ ...done, description: `${values.name.trim()}: ${done.description}`, variant: 'success' });
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, formFieldsOf(readApiFailure(failure).fields), values);
            toast(
              developerFailureToast(developer ? DEVELOPER_TOASTS.updateFailed : DEVELOPER_TOASTS.createFailed, failure),
            );
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <>
            <TextField name="name" label="Developer Name" required maxLength={L.name} autoFocus />
            <StyledTwoColumns>
              <TextField name="email" label="Email" type="email" required autoComplete="off" />
              <TextField name="phone" label="Phone" type="tel" required autoComplete="off" />
            </StyledTwoColumns>
            <TextField name="description" label="Description" required multiline maxLength={L.description} />
            <TextField name="address" label="Address" required maxLength={L.address} />
            <StyledTwoColumns>
              <TextField name="city" label="City" required maxLength={L.city} />
              <TextField name="country" label="Country" required maxLength={L.country} />
              <TextField name="website" label="Website" placeholder="https://…" autoComplete="off" />
              <TextField name="logoUrl" label="Logo URL" placeholder="https://…/logo.png" autoComplete="off" />
              <TextField
                name="establishedYear"
                label="Established Year"
                inputMode="numeric"
                autoComplete="off"
                hint="This year when left blank."
              />
              <TextField name="licenseNumber" label="License Number" maxLength={L.licenseNumber} />
              <TextField
                name="completedProjects"
                label="Completed Projects"
                inputMode="numeric"
                autoComplete="off"
                hint="0 when left blank."
              />
              <TextField name="totalValue" label="Total Value (₵)" inputMode="decimal" autoComplete="off" />
              <TextField
                name="rating"
                label="Rating (0-5)"
                inputMode="decimal"
                autoComplete="off"
                hint="Steps of 0.1, e.g. 4.5."
              />
              <SelectField name="status" label="Status" required options={STATUS_OPTIONS} />
            </StyledTwoColumns>
            <TextField
              name="specialties"
              label="Specialties"
              placeholder="Residential, Luxury apartments, Mixed-use"
              hint="Separate specialties with commas."
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving || (developer !== undefined && !dirty)}>
                {isSubmitting ? 'Saving…' : developer ? 'Save Changes' : 'Add Developer'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="developer" entityId={developer?.id} />
    </Dialog>
  );
}

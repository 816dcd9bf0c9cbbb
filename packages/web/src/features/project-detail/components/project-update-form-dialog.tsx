import styled from 'styled-components';
import type { ProjectUpdateItem_UpdateFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { useProjectUpdateMutations } from '../hooks/use-project-update-mutations';
import {
  EMPTY_PROJECT_UPDATE,
  PROJECT_UPDATE_DESCRIPTION_MAX,
  PROJECT_UPDATE_TITLE_MAX,
  PROJECT_UPDATE_TOASTS,
  UPDATE_TYPE_OPTIONS,
  projectUpdateFormValues,
  projectUpdateInputOf,
  projectUpdateSchema,
  type ProjectUpdateFormValues,
} from '../project-update-form';
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

interface ProjectUpdateFormDialogProps {
  projectId: number;
  onClose: () => void;
  /** The update to correct; none to post a new one. */
  update?: ProjectUpdateItem_UpdateFragment;
}

/**
 * The admin's update form (investor spec §2, §4, §5, §8): opened by 'Post Update' (or Edit on an update), closed
 * on cancel or success; it starts empty each time it opens, so it is reset after a success. The server's field
 * messages appear under the fields. Its own chunk: loaded when first opened.
 */
export default function ProjectUpdateFormDialog({ projectId, onClose, update }: ProjectUpdateFormDialogProps) {
  const toast = useToast();
  const { post, edit, saving } = useProjectUpdateMutations(projectId);
  const editing = update !== undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit Update' : 'Post Update'}
      description={
        editing ? update.title : 'Share construction progress with everyone who invested in or applied to this project.'
      }
    >
      <AppForm<ProjectUpdateFormValues>
        initialValues={editing ? projectUpdateFormValues(update) : EMPTY_PROJECT_UPDATE}
        schema={projectUpdateSchema}
        aria-label={editing ? 'Edit project update' : 'Post project update'}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            if (editing) await edit(update.id, projectUpdateInputOf(values));
            else await post(projectUpdateInputOf(values));
            toast({ ...(editing ? PROJECT_UPDATE_TOASTS.edited : PROJECT_UPDATE_TOASTS.posted), variant: 'success' });
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast({
              ...(editing ? PROJECT_UPDATE_TOASTS.editFailed : PROJECT_UPDATE_TOASTS.postFailed),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="title" label="Title" required maxLength={PROJECT_UPDATE_TITLE_MAX} autoFocus />
            <TextField
              name="description"
              label="Description"
              required
              multiline
              maxLength={PROJECT_UPDATE_DESCRIPTION_MAX}
            />
            <StyledTwoColumns>
              <TextField
                name="progressPercentage"
                label="Progress (%)"
                inputMode="numeric"
                autoComplete="off"
                required
              />
              <SelectField name="updateType" label="Update Type" required options={UPDATE_TYPE_OPTIONS} />
            </StyledTwoColumns>
            <TextField
              name="imageUrl"
              label="Image URL (optional)"
              placeholder="https://…"
              autoComplete="off"
              inputMode="text"
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving}>
                {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Post Update'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="update" entityId={update?.id} />
    </Dialog>
  );
}

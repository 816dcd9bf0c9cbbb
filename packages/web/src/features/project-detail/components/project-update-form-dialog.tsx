import { FormattedMessage, useIntl } from 'react-intl';
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
  projectUpdateFormValues,
  projectUpdateToasts,
  updateTypeOptions,
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

/** The shape of an address, the same in every language. */
const URL_PLACEHOLDER = 'https://…';

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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `project.updateForm.${id}` });
  const toasts = projectUpdateToasts(intl);
  const { post, edit, saving } = useProjectUpdateMutations(projectId);
  const editing = update !== undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? t('editTitle') : intl.formatMessage({ id: 'project.updates.post' })}
      description={editing ? update.title : t('description')}
    >
      <AppForm<ProjectUpdateFormValues>
        initialValues={editing ? projectUpdateFormValues(update) : EMPTY_PROJECT_UPDATE}
        schema={projectUpdateSchema}
        aria-label={editing ? t('editLabel') : t('postLabel')}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            if (editing) await edit(update.id, projectUpdateInputOf(values));
            else await post(projectUpdateInputOf(values));
            toast({ ...(editing ? toasts.edited : toasts.posted), variant: 'success' });
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast({
              ...(editing ? toasts.editFailed : toasts.postFailed),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="title" label={t('title')} required maxLength={PROJECT_UPDATE_TITLE_MAX} autoFocus />
            <TextField
              name="description"
              label={t('descriptionField')}
              required
              multiline
              maxLength={PROJECT_UPDATE_DESCRIPTION_MAX}
            />
            <StyledTwoColumns>
              <TextField
                name="progressPercentage"
                label={t('progress')}
                inputMode="numeric"
                autoComplete="off"
                required
              />
              <SelectField name="updateType" label={t('type')} required options={updateTypeOptions(intl)} />
            </StyledTwoColumns>
            <TextField
              name="imageUrl"
              label={t('imageUrl')}
              placeholder={URL_PLACEHOLDER}
              autoComplete="off"
              inputMode="text"
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                <FormattedMessage id="project.cancel" />
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving}>
                <FormattedMessage
                  id={
                    isSubmitting
                      ? 'project.updateForm.saving'
                      : editing
                        ? 'project.updateForm.save'
                        : 'project.updates.post'
                  }
                />
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
      <ContentTranslationsSection kind="update" entityId={update?.id} />
    </Dialog>
  );
}

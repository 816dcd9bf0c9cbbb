import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProjectUpdateItem_UpdateFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { useProjectUpdateMutations } from '../hooks/use-project-update-mutations';
import { projectUpdateToasts } from '../project-update-form';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Asks before an update is deleted: investors can no longer read it, and it cannot be undone. */
export function DeleteProjectUpdateDialog({
  projectId,
  update,
  onClose,
}: {
  projectId: number;
  update: Pick<ProjectUpdateItem_UpdateFragment, 'id' | 'title'>;
  onClose: () => void;
}) {
  const toast = useToast();
  const intl = useIntl();
  const toasts = projectUpdateToasts(intl);
  const { remove, deleting } = useProjectUpdateMutations(projectId);
  const onDelete = async () => {
    try {
      await remove(update.id);
      toast({ ...toasts.deleted, variant: 'success' });
      onClose();
    } catch {
      toast({ ...toasts.deleteFailed, variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'project.deleteUpdate.title' })}
      description={intl.formatMessage({ id: 'project.deleteUpdate.description' }, { title: update.title })}
    >
      <StyledActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          <FormattedMessage id="project.cancel" />
        </StyledButton>
        <StyledButton type="button" $variant="danger" disabled={deleting} onClick={() => void onDelete()}>
          <FormattedMessage id={deleting ? 'project.deleteUpdate.deleting' : 'project.deleteUpdate.confirm'} />
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

import styled from 'styled-components';
import type { ProjectUpdateItem_UpdateFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { useProjectUpdateMutations } from '../hooks/use-project-update-mutations';
import { PROJECT_UPDATE_TOASTS } from '../project-update-form';

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
  const { remove, deleting } = useProjectUpdateMutations(projectId);
  const onDelete = async () => {
    try {
      await remove(update.id);
      toast({ ...PROJECT_UPDATE_TOASTS.deleted, variant: 'success' });
      onClose();
    } catch {
      toast({ ...PROJECT_UPDATE_TOASTS.deleteFailed, variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete this update?"
      description={`“${update.title}” will be removed from the project page. This cannot be undone.`}
    >
      <StyledActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton type="button" $variant="danger" disabled={deleting} onClick={() => void onDelete()}>
          {deleting ? 'Deleting…' : 'Delete Update'}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

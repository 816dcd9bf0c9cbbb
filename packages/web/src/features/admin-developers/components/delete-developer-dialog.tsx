import { useState } from 'react';
import styled from 'styled-components';
import type { AdminDeveloperCard_DeveloperFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { deleteDialogCopy } from '../developer-form';
import { DEVELOPER_TOASTS, developerFailureToast } from '../developer-messages';
import { useDeveloperMutations } from '../hooks/use-developer-mutations';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/**
 * Asks before a developer is deleted. A developer that projects name cannot be: the dialog says so and offers
 * Set Inactive instead, which hides it from the public pages (the server refuses the deletion in any case).
 */
export function DeleteDeveloperDialog({
  developer,
  onClose,
}: {
  developer: AdminDeveloperCard_DeveloperFragment;
  onClose: () => void;
}) {
  const toast = useToast();
  const { remove, update } = useDeveloperMutations();
  const [pending, setPending] = useState(false);
  const copy = deleteDialogCopy(developer);

  const act = async (action: 'delete' | 'deactivate') => {
    setPending(true);
    try {
      if (action === 'delete') {
        await remove(developer.id);
        toast({ ...DEVELOPER_TOASTS.deleted, description: `${developer.name} has been deleted.`, variant: 'success' });
      } else {
        await update(developer.id, { isActive: false });
        toast({
          ...DEVELOPER_TOASTS.updated,
          description: `${developer.name} is inactive and hidden from the public pages.`,
          variant: 'success',
        });
      }
      onClose();
    } catch (failure) {
      const fallback = action === 'delete' ? DEVELOPER_TOASTS.deleteFailed : DEVELOPER_TOASTS.updateFailed;
      toast(developerFailureToast(fallback, failure));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={copy.title} description={copy.description}>
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          {copy.canDelete || copy.canDeactivate ? 'Cancel' : 'Close'}
        </StyledButton>
        {copy.canDeactivate ? (
          <StyledButton disabled={pending} onClick={() => void act('deactivate')}>
            {pending ? 'Saving…' : 'Set Inactive'}
          </StyledButton>
        ) : null}
        {copy.canDelete ? (
          <StyledButton $variant="danger" disabled={pending} onClick={() => void act('delete')}>
            {pending ? 'Deleting…' : 'Delete Developer'}
          </StyledButton>
        ) : null}
      </StyledActions>
    </Dialog>
  );
}

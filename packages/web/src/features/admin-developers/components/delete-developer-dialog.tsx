import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminDeveloperCard_DeveloperFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { deleteDialogCopy } from '../developer-form';
import { developerFailureToast, developerToast } from '../developer-messages';
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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminDevelopers.delete.${id}` });
  const copy = deleteDialogCopy(developer, intl);

  const act = async (action: 'delete' | 'deactivate') => {
    setPending(true);
    try {
      if (action === 'delete') {
        await remove(developer.id);
        toast(developerToast('deleted', developer.name, intl));
      } else {
        await update(developer.id, { isActive: false });
        toast(developerToast('deactivated', developer.name, intl));
      }
      onClose();
    } catch (failure) {
      toast(developerFailureToast(action === 'delete' ? 'deleteFailed' : 'updateFailed', failure, intl));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={copy.title} description={copy.description}>
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          {copy.canDelete || copy.canDeactivate ? t('cancel') : t('close')}
        </StyledButton>
        {copy.canDeactivate ? (
          <StyledButton disabled={pending} onClick={() => void act('deactivate')}>
            {pending ? t('saving') : t('setInactive')}
          </StyledButton>
        ) : null}
        {copy.canDelete ? (
          <StyledButton $variant="danger" disabled={pending} onClick={() => void act('delete')}>
            {pending ? t('deleting') : t('confirm')}
          </StyledButton>
        ) : null}
      </StyledActions>
    </Dialog>
  );
}

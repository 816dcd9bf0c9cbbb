import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminUserRow_UserFragment } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { activeChangeCopy } from '../users-rules';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface ActiveChangeDialogProps {
  user: AdminUserRow_UserFragment;
  onClose: () => void;
  /** Resolves when the change is stored (the dialog then closes), rejects to keep it open. */
  onConfirm: () => Promise<void>;
}

/** Asks before a deactivation (which signs the user out everywhere) or a reactivation. */
export function ActiveChangeDialog({ user, onClose, onConfirm }: ActiveChangeDialogProps) {
  const intl = useIntl();
  const copy = activeChangeCopy(intl, user);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller showed the server's reason; the dialog stays open.
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title={copy.title} description={copy.description}>
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          <FormattedMessage id="adminUsers.cancel" />
        </StyledButton>
        <StyledButton $variant={user.isActive ? 'danger' : 'primary'} disabled={pending} onClick={() => void confirm()}>
          {pending ? copy.pending : copy.confirm}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

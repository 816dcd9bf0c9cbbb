import styled from 'styled-components';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface SignOutOthersDialogProps {
  /** How many other sessions will end. */
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before every other session is signed out (loaded when first opened: the page does without it). */
export default function SignOutOthersDialog({ count, busy, onConfirm, onClose }: SignOutOthersDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Sign out of every other session?"
      description={`${count === 1 ? 'The other session' : `All ${count} other sessions`} will have to sign in again. This device stays signed in.`}
    >
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton $variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Signing out…' : 'Sign Out Other Sessions'}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

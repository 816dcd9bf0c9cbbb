import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { readApiFailure } from '../../../lib/api-error';
import { useToast } from '../../toast/hooks/use-toast';
import type { ToastInput } from '../../toast/toast-context';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface ConfirmActionDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  succeeded: ToastInput;
  /** The failure toast's fallback text when the server sends no message of its own. */
  failedFallback: string;
}

/** Asks before a withdrawal or a cancellation, which cannot be undone; says how it went in a toast. */
export function ConfirmActionDialog({
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  succeeded,
  failedFallback,
}: ConfirmActionDialogProps) {
  const toast = useToast();
  const intl = useIntl();
  const confirm = async () => {
    try {
      await onConfirm();
      toast({ ...succeeded, variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'dashboard.error' }),
        description: readApiFailure(error).message ?? failedFallback,
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: 'dashboard.leave.keep' })}
        </StyledButton>
        <StyledButton $variant="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? intl.formatMessage({ id: 'dashboard.working' }) : confirmLabel}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

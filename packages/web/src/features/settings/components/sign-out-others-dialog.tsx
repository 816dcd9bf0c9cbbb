import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('settings.sessions.confirmTitle')}
      description={t('settings.sessions.confirmDescription', { count })}
    >
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          {t('settings.cancel')}
        </StyledButton>
        <StyledButton $variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? t('settings.sessions.signingOut') : t('settings.sessions.confirm')}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

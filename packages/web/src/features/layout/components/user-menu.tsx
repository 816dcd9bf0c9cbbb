import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isAdmin, type CurrentUser } from '../../session/use-current-user';
import { useSignOut } from '../../session/hooks/use-sign-out';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledDropdown = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  display: flex;
  flex-direction: column;
`;

const StyledItem = styled(Link)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledItemButton = styled.button`
  text-align: start;
  border: 0;
  background: transparent;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** Signed-in user menu (desktop): Dashboard, Settings, Manage Properties for admins, Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <StyledWrapper ref={ref}>
      <StyledButton
        $variant="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'nav.accountMenuFor' }, { name: user.username })}
        data-testid="user-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" size={16} />
        {user.username}
        <Icon name="chevronDown" size={16} />
      </StyledButton>
      {open ? (
        <StyledDropdown role="menu" aria-label={intl.formatMessage({ id: 'nav.account' })}>
          <StyledItem role="menuitem" to="/dashboard" onClick={close}>
            <FormattedMessage id="nav.dashboard" />
          </StyledItem>
          <StyledItem role="menuitem" to="/settings" onClick={close}>
            <FormattedMessage id="nav.settings" />
          </StyledItem>
          {isAdmin(user) ? (
            <StyledItem role="menuitem" to="/secure-admin" onClick={close}>
              <FormattedMessage id="nav.manageProperties" />
            </StyledItem>
          ) : null}
          <StyledItemButton
            role="menuitem"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <FormattedMessage id="auth.signOut" />
          </StyledItemButton>
        </StyledDropdown>
      ) : null}
    </StyledWrapper>
  );
}

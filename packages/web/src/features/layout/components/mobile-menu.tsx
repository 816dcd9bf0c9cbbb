import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CurrencyPicker } from '../../currency/components/currency-picker';
import { LanguagePicker } from '../../language/components/language-picker';
import { isAdmin, type CurrentUser } from '../../session/use-current-user';
import { useSignOut } from '../../session/hooks/use-sign-out';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { StyledContainer } from '../../ui/components/layout-primitives';
import { isActivePath, type NavLink } from '../nav-links';
import { StyledNavLink } from './nav-link';

const StyledPanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledInner = styled(StyledContainer)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

// One picker a row, each with its label, so the whole currency ('🇬🇭 GHS — Ghanaian Cedi') shows on a phone.
const StyledPickers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  select {
    width: 100%;
  }
`;

const StyledActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

interface MobileMenuProps {
  links: readonly NavLink[];
  pathname: string;
  user: CurrentUser | null;
  /** Called when a link is followed, so the menu closes at once (the next page may still be loading). */
  onNavigate: () => void;
}

export function MobileMenu({ links, pathname, user, onNavigate }: MobileMenuProps) {
  const signOut = useSignOut();
  const intl = useIntl();
  return (
    <StyledPanel id="mobile-menu" onClick={(event) => (event.target as HTMLElement).closest('a') && onNavigate()}>
      <StyledInner as="nav" aria-label={intl.formatMessage({ id: 'nav.mobileLabel' })}>
        {links.map((link) => {
          const active = isActivePath(pathname, link.to);
          return (
            <StyledNavLink key={link.to} to={link.to} $active={active} aria-current={active ? 'page' : undefined}>
              <FormattedMessage id={link.label} />
            </StyledNavLink>
          );
        })}
        {user ? (
          <>
            <StyledNavLink to="/settings" $active={isActivePath(pathname, '/settings')}>
              <FormattedMessage id="nav.settings" />
            </StyledNavLink>
            {/* The same as the desktop user menu: Manage Properties only for admins, to the admin panel. */}
            {isAdmin(user) ? (
              <StyledNavLink to="/secure-admin" $active={isActivePath(pathname, '/secure-admin')}>
                <FormattedMessage id="nav.manageProperties" />
              </StyledNavLink>
            ) : null}
          </>
        ) : null}
        <StyledPickers>
          <div>
            <CurrencyPicker labelled />
          </div>
          <div>
            <LanguagePicker labelled />
          </div>
        </StyledPickers>
        <StyledActions>
          {user ? (
            <StyledButton $variant="outline" $block onClick={() => void signOut()}>
              <FormattedMessage id="auth.signOut" />
            </StyledButton>
          ) : (
            <>
              <StyledButtonLink to="/signin" $variant="outline" $block>
                <FormattedMessage id="auth.signIn" />
              </StyledButtonLink>
              <StyledButtonLink to="/signup" $block>
                <FormattedMessage id="auth.getStarted" />
              </StyledButtonLink>
            </>
          )}
        </StyledActions>
      </StyledInner>
    </StyledPanel>
  );
}

import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CurrencyPicker } from '../../currency/components/currency-picker';
import { LanguagePicker } from '../../language/components/language-picker';
import { NotificationBell } from '../../notifications/components/notification-bell';
import { useCurrentUser } from '../../session/use-current-user';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledContainer } from '../../ui/components/layout-primitives';
import { isActivePath, NAV_LINKS } from '../nav-links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { StyledNavLink } from './nav-link';
import { UserMenu } from './user-menu';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBar = styled(StyledContainer)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const StyledDesktopOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

const StyledNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** The bell and the mobile menu button: shown at every width. */
const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledMenuButton = styled(StyledButton)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

export function Header() {
  const { user, loading } = useCurrentUser();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened: navigating closes it, with no effect to run.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  const links = NAV_LINKS.filter((link) => !link.signedInOnly || user);

  return (
    <StyledHeader>
      <StyledBar>
        <Logo />
        <StyledNav aria-label="Main">
          {links.map((link) => {
            const active = isActivePath(pathname, link.to);
            return (
              <StyledNavLink key={link.to} to={link.to} $active={active} aria-current={active ? 'page' : undefined}>
                {link.label}
              </StyledNavLink>
            );
          })}
        </StyledNav>
        <StyledActions>
          <StyledDesktopOnly>
            <CurrencyPicker compact />
            <LanguagePicker compact />
            {loading ? null : user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <StyledButtonLink to="/signin" $variant="ghost">
                  Sign In
                </StyledButtonLink>
                <StyledButtonLink to="/signup">Get Started</StyledButtonLink>
              </>
            )}
          </StyledDesktopOnly>
          {user ? <NotificationBell /> : null}
          <StyledMenuButton
            $variant="ghost"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </StyledMenuButton>
        </StyledActions>
      </StyledBar>
      {menuOpen ? (
        <MobileMenu links={links} pathname={pathname} user={user} onNavigate={() => setMenuOpenOn(null)} />
      ) : null}
    </StyledHeader>
  );
}

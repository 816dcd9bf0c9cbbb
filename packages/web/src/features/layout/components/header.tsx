import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

/** The live connection of a signed-in user (its code loads only then). */
const LiveStatus = lazy(() => import('../../live/components/live-status'));

export function Header() {
  const { user, loading } = useCurrentUser();
  const intl = useIntl();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened: navigating closes it, with no effect to run.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  const links = NAV_LINKS.filter((link) => !link.signedInOnly || user);

  return (
    <StyledHeader>
      <StyledBar>
        <Logo />
        <StyledNav aria-label={intl.formatMessage({ id: 'nav.mainLabel' })}>
          {links.map((link) => {
            const active = isActivePath(pathname, link.to);
            return (
              <StyledNavLink key={link.to} to={link.to} $active={active} aria-current={active ? 'page' : undefined}>
                <FormattedMessage id={link.label} />
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
                  <FormattedMessage id="auth.signIn" />
                </StyledButtonLink>
                <StyledButtonLink to="/signup">
                  <FormattedMessage id="auth.getStarted" />
                </StyledButtonLink>
              </>
            )}
          </StyledDesktopOnly>
          {user ? <NotificationBell /> : null}
          {user ? (
            <Suspense fallback={null}>
              <LiveStatus />
            </Suspense>
          ) : null}
          <StyledMenuButton
            $variant="ghost"
            aria-label={intl.formatMessage({ id: menuOpen ? 'nav.closeMenu' : 'nav.openMenu' })}
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

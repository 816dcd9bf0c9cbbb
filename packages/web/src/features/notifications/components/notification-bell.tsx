import { useIntl } from 'react-intl';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { useUnreadNotificationCount } from '../hooks/use-notifications';
import { badgeText } from '../notification-rules';

const NotificationPanel = lazy(() => import('./notification-panel-area'));

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledBellButton = styled(StyledButton)`
  position: relative;
  padding: ${({ theme }) => theme.space.sm};
`;

const StyledBadge = styled.span`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  transform: translate(30%, -20%);
  min-width: 1.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
`;

/**
 * The notifications bell of the shared header (investor spec §2), for a signed-in user: the unread badge (99+
 * above 99) and, when pressed, the panel. Escape, the close button, the bell or a click outside close it, and
 * the focus comes back to the bell.
 */
export function NotificationBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { count, refetch } = useUnreadNotificationCount(true);
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const badge = badgeText(count);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <StyledWrapper ref={wrapper}>
      <StyledBellButton
        ref={bell}
        $variant="ghost"
        aria-label={
          badge
            ? intl.formatMessage({ id: 'notifications.bellUnread' }, { count })
            : intl.formatMessage({ id: 'notifications.bell' })
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => {
          if (!open) void refetch();
          setOpen((o) => !o);
        }}
      >
        <Icon name="bell" size={20} />
        {badge ? (
          <StyledBadge data-testid="notification-badge" aria-hidden="true">
            {badge}
          </StyledBadge>
        ) : null}
      </StyledBellButton>
      {open ? (
        // The panel and its words are loaded the first time it opens.
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} unreadCount={count} onClose={() => close(true)} />
        </Suspense>
      ) : null}
    </StyledWrapper>
  );
}

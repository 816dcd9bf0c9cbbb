import { useIntl } from 'react-intl';
import { useEffect, useRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { NotificationItem_NotificationFragment, NotificationType } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { useMyNotifications, useNotificationMarks } from '../hooks/use-notifications';
import { notificationAge } from '../notification-rules';

const StyledPanel = styled.section`
  /* On a phone the panel spans the screen under the header; from 600 px it hangs 24rem wide under the bell. */
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.layout.headerHeight};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.sm} {
    position: absolute;
    inset-inline-start: auto;
    inset-inline-end: 0;
    top: calc(100% + ${({ theme }) => theme.space.xs});
    width: 24rem;
  }
`;

const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: nowrap;
`;

const StyledHeadActions = styled.div`
  display: flex;
  margin-inline-start: auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(24rem, calc(100vh - 10rem));
  overflow-y: auto;
`;

const StyledState = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const toneOf = (theme: DefaultTheme, type: NotificationType) =>
  ({
    milestone: { line: theme.colors.primary, soft: theme.colors.primarySoft },
    alert: { line: theme.colors.warning, soft: theme.colors.warningSoft },
    completion: { line: theme.colors.success, soft: theme.colors.successSoft },
    other: { line: theme.colors.borderStrong, soft: theme.colors.surfaceMuted },
  })[type];

const entryStyle = css<{ $type: NotificationType; $unread: boolean }>`
  display: block;
  width: 100%;
  text-align: start;
  border: 0;
  border-inline-start: 4px solid ${({ theme, $type }) => toneOf(theme, $type).line};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $type, $unread }) => ($unread ? toneOf(theme, $type).soft : theme.colors.surface)};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: inherit;
`;

const StyledEntryButton = styled.button<{ $type: NotificationType; $unread: boolean }>`
  ${entryStyle}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledEntry = styled.div<{ $type: NotificationType; $unread: boolean }>`
  ${entryStyle}
`;

const StyledEntryTop = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledEntryTitle = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
`;

const StyledMeta = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMessage = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

function Entry({
  notification: n,
  now,
  onRead,
}: {
  notification: NotificationItem_NotificationFragment;
  now: Date;
  onRead: (id: number) => void;
}) {
  const intl = useIntl();
  const content = (
    <>
      <StyledEntryTop>
        <StyledEntryTitle $unread={!n.isRead}>{n.title}</StyledEntryTitle>
        <StyledMeta>
          <time dateTime={String(n.createdAt)}>
            {intl.formatMessage({ id: 'notifications.age' }, notificationAge(String(n.createdAt), now))}
          </time>
        </StyledMeta>
      </StyledEntryTop>
      <StyledMessage>{n.message}</StyledMessage>
      <StyledMeta>
        {intl.formatMessage({ id: 'notifications.typeAndState' }, { type: n.type, unread: String(!n.isRead) })}
      </StyledMeta>
    </>
  );
  // Investor spec §4: clicking an unread one marks it read; a read one does nothing.
  return n.isRead ? (
    <StyledEntry $type={n.type} $unread={false} data-testid="notification-entry">
      {content}
    </StyledEntry>
  ) : (
    <StyledEntryButton
      type="button"
      $type={n.type}
      $unread
      data-testid="notification-entry"
      aria-label={intl.formatMessage({ id: 'notifications.markRead' }, { title: n.title })}
      onClick={() => onRead(n.id)}
    >
      {content}
    </StyledEntryButton>
  );
}

/** The bell's panel (investor spec §2): title, close button, the list with its loading, empty and error states. */
export function NotificationPanel({
  id,
  unreadCount,
  onClose,
}: {
  id: string;
  unreadCount: number;
  onClose: () => void;
}) {
  const { notifications, loading, error, refetch } = useMyNotifications(true);
  const { markRead, markAllRead, marking } = useNotificationMarks();
  const closeButton = useRef<HTMLButtonElement>(null);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const now = new Date();

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  let body;
  if (error && !notifications) {
    body = (
      <StyledState role="alert">
        <span>{t('notifications.loadFailed')}</span>
        <StyledButton $variant="secondary" $size="sm" onClick={() => void refetch()}>
          {t('notifications.tryAgain')}
        </StyledButton>
      </StyledState>
    );
  } else if (!notifications && loading) {
    body = (
      <StyledState aria-busy="true" aria-label={t('notifications.loading')}>
        <StyledSkeleton $height="3rem" />
        <StyledSkeleton $height="3rem" />
        <StyledSkeleton $height="3rem" />
      </StyledState>
    );
  } else if (!notifications || notifications.length === 0) {
    body = <StyledState>{t('notifications.empty')}</StyledState>;
  } else {
    body = (
      <StyledList>
        {notifications.map((n) => (
          <li key={n.id}>
            <Entry notification={n} now={now} onRead={(nid) => void markRead(nid)} />
          </li>
        ))}
      </StyledList>
    );
  }

  return (
    <StyledPanel id={id} role="dialog" aria-labelledby={`${id}-title`} data-testid="notification-panel">
      <StyledHead>
        <StyledTitle id={`${id}-title`}>{t('notifications.bell')}</StyledTitle>
        <StyledHeadActions>
          {unreadCount > 0 ? (
            <StyledButton $variant="ghost" $size="sm" disabled={marking} onClick={() => void markAllRead()}>
              {t('notifications.markAllRead')}
            </StyledButton>
          ) : null}
          <StyledButton
            ref={closeButton}
            $variant="ghost"
            $size="sm"
            aria-label={t('notifications.close')}
            onClick={onClose}
          >
            <Icon name="close" size={16} />
          </StyledButton>
        </StyledHeadActions>
      </StyledHead>
      {body}
    </StyledPanel>
  );
}

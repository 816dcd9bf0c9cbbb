import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useLiveState } from '../hooks/use-live-state';

const StyledDot = styled.span<{ $on: boolean }>`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.textMuted)};
  flex-shrink: 0;
`;

/**
 * The signed-in user's live connection (mounted beside the bell): it receives the pushed notifications, and shows
 * whether it is open as a small dot, green when connected, grey otherwise, named for screen readers and on hover.
 */
export default function LiveStatus() {
  useLiveNotifications(true);
  const state = useLiveState();
  const label = useIntl().formatMessage({ id: 'live.state' }, { state });
  return (
    <StyledDot $on={state === 'connected'} role="status" aria-label={label} title={label} data-live-state={state} />
  );
}

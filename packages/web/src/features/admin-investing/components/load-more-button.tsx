import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted } from '../../ui/components/layout-primitives';

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** "Load more" under an admin list: how many are shown of how many, and the button while more follow. */
export function LoadMoreButton({
  shown,
  total,
  hasMore,
  loading,
  failed,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}) {
  return (
    <StyledRow>
      <StyledMuted role="status">
        <FormattedMessage id="adminInvesting.more.showing" values={{ shown, total }} />
      </StyledMuted>
      {failed ? (
        <StyledMuted>
          <FormattedMessage id="adminInvesting.more.failed" />
        </StyledMuted>
      ) : null}
      {hasMore ? (
        <StyledButton $variant="outline" disabled={loading} aria-busy={loading} onClick={onLoadMore}>
          <FormattedMessage
            id={
              loading
                ? 'adminInvesting.more.loading'
                : failed
                  ? 'adminInvesting.tryAgain'
                  : 'adminInvesting.more.button'
            }
          />
        </StyledButton>
      ) : null}
    </StyledRow>
  );
}

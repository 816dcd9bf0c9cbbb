import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from './button';

const StyledRow = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

const StyledAlert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The catalog ids of the row's words, from the list's own message area. */
export interface LoadMoreMessages {
  readonly button: string;
  readonly loading: string;
  readonly failed: string;
}

/**
 * "Load more" under a list that pages by cursor (graphql/use-load-more.ts): the button while more rows follow, busy
 * while the next page is on its way, and, when that page failed, the reason above a button that asks again.
 * Nothing when the list is whole.
 */
export function LoadMoreRow({
  hasMore,
  loading,
  failed,
  onLoadMore,
  messages,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  messages: LoadMoreMessages;
}) {
  if (!hasMore && !failed) return null;
  return (
    <StyledRow>
      {failed ? (
        <StyledAlert role="alert">
          <FormattedMessage id={messages.failed} />
        </StyledAlert>
      ) : null}
      <StyledButton type="button" $variant="outline" disabled={loading} aria-busy={loading} onClick={onLoadMore}>
        <FormattedMessage id={loading ? messages.loading : messages.button} />
      </StyledButton>
    </StyledRow>
  );
}

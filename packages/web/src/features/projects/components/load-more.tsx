import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted } from '../../ui/components/layout-primitives';

const StyledMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

/**
 * Loads the next page when the visitor scrolls near the end of the list (a sentinel below the last card, seen
 * by an IntersectionObserver 600 px ahead), and through a real button for keyboards, screen readers and
 * browsers without the observer.
 */
export default function LoadMore({
  onLoadMore,
  loading,
  failed,
}: {
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    // After a failure the visitor decides when to try again (no loop of failing requests while it is in view).
    if (!element || failed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, onLoadMore]);
  return (
    <StyledMore ref={sentinel}>
      {failed && (
        <StyledMuted role="alert">
          <FormattedMessage id="projects.loadMoreFailed" />
        </StyledMuted>
      )}
      <StyledButton $variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        <FormattedMessage id={loading ? 'projects.loadingMore' : failed ? 'common.tryAgain' : 'projects.loadMore'} />
      </StyledButton>
    </StyledMore>
  );
}

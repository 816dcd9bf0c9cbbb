import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted } from '../../ui/components/layout-primitives';
import { pagingOf } from '../users-rules';

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledButtons = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

interface UsersPagerProps {
  page: number;
  pageSize: number;
  matchingUsers: number;
  shown: number;
  onPage: (page: number) => void;
}

/** 'Showing 21–40 of 57 users', Previous, 'Page 2 of 3', Next. */
export function UsersPager({ page, pageSize, matchingUsers, shown, onPage }: UsersPagerProps) {
  const intl = useIntl();
  const paging = pagingOf(intl, { page, pageSize, matchingUsers, shown });
  return (
    <StyledPager aria-label={intl.formatMessage({ id: 'adminUsers.pages' })}>
      <StyledMuted aria-live="polite">{paging.summary}</StyledMuted>
      <StyledButtons>
        <StyledButton $size="sm" $variant="outline" disabled={!paging.hasPrevious} onClick={() => onPage(page - 1)}>
          <FormattedMessage id="adminUsers.previous" />
        </StyledButton>
        <span>
          <FormattedMessage id="adminUsers.pageOf" values={{ page, pages: paging.pages }} />
        </span>
        <StyledButton $size="sm" $variant="outline" disabled={!paging.hasNext} onClick={() => onPage(page + 1)}>
          <FormattedMessage id="adminUsers.next" />
        </StyledButton>
      </StyledButtons>
    </StyledPager>
  );
}

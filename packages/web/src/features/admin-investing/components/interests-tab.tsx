import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminInterestCard_InterestFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';
import { MessagesArea } from '../../../i18n/messages-area';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { formatUsd } from '../admin-investing-format';
import { failureToast, interestApprovedToast, interestRejectedToast } from '../admin-investing-toasts';
import { INTEREST_FILTERS, type InterestFilter } from '../interest-display';
import { useInterestDecisions } from '../hooks/use-interest-decisions';
import { useProjectInterests } from '../hooks/use-project-interests';
import { useUrlFilter, useUrlTextFilter } from '../hooks/use-url-filter';
import { InterestItem } from './interest-item';
import { LoadMoreButton } from './load-more-button';
import { ReasonDialog } from './reason-dialog';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledSearch = styled.div`
  max-width: 420px;
`;

const StyledResults = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const isInterestFilter = (value: string): value is InterestFilter => value in INTEREST_FILTERS;

/**
 * The admin panel's Interests tab (accounts spec §2): the interests waiting for a decision (or all of them),
 * newest first, a page at a time with Load More, refreshed every 30 seconds, each with Approve and Reject. The
 * view and the investor search live in the address (`?tab=interests&view=all&investor=ama`). Its own chunk: only
 * admins download it.
 */
export default function InterestsTab() {
  return (
    <MessagesArea area="adminInvesting">
      <Interests />
    </MessagesArea>
  );
}

function Interests() {
  const intl = useIntl();
  const ids = useId();
  const [view, setView] = useUrlFilter('view');
  const filter: InterestFilter = isInterestFilter(view) ? view : 'pending';
  const investorSearch = useUrlTextFilter('investor');
  const investor = investorSearch.applied;
  const list = useProjectInterests({ status: filter, ...(investor ? { investor } : {}) });
  const interests = list.page?.nodes ?? null;
  const { error, refetch } = list;
  const { approve, reject, busy } = useInterestDecisions();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<AdminInterestCard_InterestFragment | null>(null);

  const onApprove = async (interest: AdminInterestCard_InterestFragment) => {
    try {
      const approved = await approve(interest.id);
      toast(interestApprovedToast(intl, approved.statusLabel));
    } catch (failure) {
      toast(failureToast(intl, 'approveInterest', failure));
    }
  };

  const onReject = async (interest: AdminInterestCard_InterestFragment, reason: string | null) => {
    try {
      await reject(interest.id, reason);
      toast(interestRejectedToast(intl));
    } catch (failure) {
      toast(failureToast(intl, 'rejectInterest', failure));
      throw failure;
    }
  };

  let body;
  if (interests === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'adminInvesting.interests.loadFailed' })}
        message={intl.formatMessage({ id: 'adminInvesting.tryAgainHint' })}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminInvesting.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (interests === null) {
    body = (
      <StyledStack $gap="sm" aria-busy="true">
        <StyledSkeleton $height="180px" />
        <StyledSkeleton $height="180px" />
      </StyledStack>
    );
  } else if (interests.length === 0) {
    body = (
      <StatePanel
        icon="check"
        title={
          investor
            ? intl.formatMessage({ id: 'adminInvesting.interests.emptyInvestor' }, { investor })
            : intl.formatMessage({ id: INTEREST_FILTERS[filter].empty })
        }
      />
    );
  } else {
    body = (
      <StyledResults $busy={list.stale} aria-busy={list.stale}>
        <StyledStack $gap="md">
          <StyledList aria-label={intl.formatMessage({ id: 'adminInvesting.interests.list' })}>
            {interests.map((interest) => (
              <li key={interest.id}>
                <InterestItem
                  interest={interest}
                  busy={busy}
                  onApprove={() => void onApprove(interest)}
                  onReject={() => setRejecting(interest)}
                />
              </li>
            ))}
          </StyledList>
          <LoadMoreButton
            shown={interests.length}
            total={list.page?.totalCount ?? interests.length}
            hasMore={list.hasMore}
            loading={list.loadingMore}
            failed={list.loadMoreError !== null}
            onLoadMore={list.loadMore}
          />
        </StyledStack>
      </StyledResults>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <h2>
            <FormattedMessage id="adminInvesting.interests.title" />
          </h2>
          <StyledMuted>
            <FormattedMessage id="adminInvesting.interests.lead" />
          </StyledMuted>
        </div>
        <StyledToggle role="group" aria-label={intl.formatMessage({ id: 'adminInvesting.interests.which' })}>
          {(Object.keys(INTEREST_FILTERS) as InterestFilter[]).map((key) => (
            <StyledButton
              key={key}
              $size="sm"
              $variant={filter === key ? 'primary' : 'outline'}
              aria-pressed={filter === key}
              onClick={() => setView(key === 'pending' ? '' : key)}
            >
              <FormattedMessage id={INTEREST_FILTERS[key].label} />
            </StyledButton>
          ))}
        </StyledToggle>
      </StyledHead>
      <StyledSearch role="search">
        <StyledLabel htmlFor={`${ids}-investor`}>
          <FormattedMessage id="adminInvesting.search.investor" />
        </StyledLabel>
        <StyledInput
          id={`${ids}-investor`}
          type="search"
          placeholder={intl.formatMessage({ id: 'adminInvesting.search.investorPlaceholder' })}
          autoComplete="off"
          maxLength={100}
          value={investorSearch.text}
          onChange={(event) => investorSearch.setText(event.target.value)}
        />
      </StyledSearch>
      {body}
      {rejecting ? (
        <ReasonDialog
          title={intl.formatMessage({ id: 'adminInvesting.reject.title' })}
          description={intl.formatMessage(
            { id: 'adminInvesting.reject.description' },
            {
              amount: formatUsd(rejecting.interestAmount, intl.locale),
              name: rejecting.userName,
              project: rejecting.projectTitle,
            },
          )}
          hint={intl.formatMessage({ id: 'adminInvesting.reject.hint' })}
          submitLabel={intl.formatMessage({ id: 'adminInvesting.reject.submit' })}
          pendingLabel={intl.formatMessage({ id: 'adminInvesting.reject.pending' })}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => onReject(rejecting, reason)}
        />
      ) : null}
    </StyledStack>
  );
}

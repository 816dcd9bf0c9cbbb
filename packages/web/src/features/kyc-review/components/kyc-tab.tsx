import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { KycReviewPanel_ReviewFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledCard, StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { LoadMoreRow, type LoadMoreMessages } from '../../ui/components/load-more-row';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useKycReview } from '../hooks/use-kyc-review';
import { useKycQueue } from '../hooks/use-kyc-queue';
import {
  isFiltered,
  KYC_QUEUE_STATUSES,
  kycQueueParams,
  kycQueueQueryOf,
  type KycQueueQuery,
  type KycQueueStatus,
} from '../kyc-queue-rules';
import { MessagesArea } from '../../../i18n/messages-area';
import { kycReviewToasts, reviewFailureToast } from '../kyc-review-rules';
import { KycReviewPanel } from './kyc-review-panel';
import { PendingKycList } from './pending-kyc-list';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > * {
    min-width: 0;
  }
`;

const KYC_LOAD_MORE: LoadMoreMessages = {
  button: 'adminKyc.loadMore',
  loading: 'adminKyc.loadingMore',
  failed: 'adminKyc.loadMoreFailed',
};

/** The status dropdown applies at once; the days and the text when the form is sent (Apply). */
function QueueFilters({ query, onChange }: { query: KycQueueQuery; onChange: (next: KycQueueQuery) => void }) {
  const intl = useIntl();
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const [search, setSearch] = useState(query.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, from, to, search });
  };
  return (
    <StyledFilters role="search" aria-label={intl.formatMessage({ id: 'adminKyc.filters' })} onSubmit={submit}>
      <div>
        <StyledLabel htmlFor="kyc-queue-status">
          <FormattedMessage id="adminKyc.filter.status" />
        </StyledLabel>
        <StyledSelect
          id="kyc-queue-status"
          value={query.status}
          onChange={(e) => onChange({ ...query, status: e.target.value as KycQueueStatus })}
        >
          {KYC_QUEUE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: value === 'all' ? 'adminKyc.filter.all' : `adminKyc.status.${value}` })}
            </option>
          ))}
        </StyledSelect>
      </div>
      <div>
        <StyledLabel htmlFor="kyc-queue-from">
          <FormattedMessage id="adminKyc.filter.from" />
        </StyledLabel>
        <StyledInput id="kyc-queue-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div>
        <StyledLabel htmlFor="kyc-queue-to">
          <FormattedMessage id="adminKyc.filter.to" />
        </StyledLabel>
        <StyledInput id="kyc-queue-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div>
        <StyledLabel htmlFor="kyc-queue-search">
          <FormattedMessage id="adminKyc.filter.search" />
        </StyledLabel>
        <StyledInput
          id="kyc-queue-search"
          type="search"
          maxLength={200}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <StyledButton type="submit">
        <FormattedMessage id="adminKyc.filter.apply" />
      </StyledButton>
      {isFiltered(query) ? (
        <StyledButton type="button" $variant="outline" onClick={() => onChange(kycQueueQueryOf(new URLSearchParams()))}>
          <FormattedMessage id="adminKyc.filter.clear" />
        </StyledButton>
      ) : null}
    </StyledFilters>
  );
}

function ListSkeleton() {
  return (
    <StyledStack $gap="sm" aria-busy="true">
      <StyledSkeleton $height="104px" />
      <StyledSkeleton $height="104px" />
      <StyledSkeleton $height="104px" />
    </StyledStack>
  );
}

/**
 * The admin panel's KYC tab (accounts spec §2): the pending list beside the review panel of the chosen record;
 * 'All Caught Up!' when nothing waits. Its own chunk: only admins download it, with its words (the `adminKyc` area,
 * and the `kyc` area for the answers' option labels).
 */
export default function KycTab() {
  return (
    <MessagesArea area="adminKyc">
      {/* The KYC answers' option labels (nationality, document type…) are the investor's wizard's: area `kyc`. */}
      <MessagesArea area="kyc">
        <KycQueue />
      </MessagesArea>
    </MessagesArea>
  );
}

function KycQueue() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = kycQueueQueryOf(params);
  const queue = useKycQueue(query);
  const { items, error, refetch } = queue;
  const setQuery = (next: KycQueueQuery) => setParams(kycQueueParams(next), { replace: true });
  const { open } = useKycReview();
  const toast = useToast();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [review, setReview] = useState<KycReviewPanel_ReviewFragment | null>(null);
  const latest = useRef(0);

  const select = async (id: number) => {
    const request = ++latest.current;
    setSelectedId(id);
    setReview(null);
    try {
      const opened = await open(id);
      if (request === latest.current) setReview(opened);
    } catch (error) {
      if (request !== latest.current) return;
      setSelectedId(null);
      toast({ ...reviewFailureToast(kycReviewToasts(intl).openFailed, readApiFailure(error)), variant: 'destructive' });
    }
  };

  const onDecided = () => {
    latest.current++;
    setSelectedId(null);
    setReview(null);
  };

  let list;
  if (items === null && error) {
    list = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'adminKyc.loadFailed' })}
        message={intl.formatMessage({ id: 'adminKyc.loadFailedHint' })}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminKyc.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (items === null) {
    list = <ListSkeleton />;
  } else if (items.length === 0) {
    list = isFiltered(query) ? (
      <StatePanel
        icon="search"
        title={intl.formatMessage({ id: 'adminKyc.noMatchTitle' })}
        message={intl.formatMessage({ id: 'adminKyc.noMatch' })}
      />
    ) : (
      <StatePanel
        icon="check"
        title={intl.formatMessage({ id: 'adminKyc.empty' })}
        message={intl.formatMessage({ id: 'adminKyc.emptyHint' })}
      />
    );
  } else {
    list = (
      <div>
        {queue.totalCount !== null ? (
          <StyledMuted aria-live="polite">
            <FormattedMessage id="adminKyc.count" values={{ shown: items.length, total: queue.totalCount }} />
          </StyledMuted>
        ) : null}
        <PendingKycList items={items} selectedId={selectedId} onSelect={(id) => void select(id)} />
        <LoadMoreRow
          hasMore={queue.hasMore}
          loading={queue.loadingMore}
          failed={queue.loadMoreError !== null}
          onLoadMore={queue.loadMore}
          messages={KYC_LOAD_MORE}
        />
      </div>
    );
  }

  return (
    <StyledStack $gap="lg">
      <div>
        <StyledTitle>
          <FormattedMessage id="adminKyc.title" />
        </StyledTitle>
        <StyledMuted>
          <FormattedMessage id="adminKyc.lead" />
        </StyledMuted>
      </div>
      <QueueFilters key={`${query.from}|${query.to}|${query.search}`} query={query} onChange={setQuery} />
      {items && items.length > 0 ? (
        <StyledColumns>
          {list}
          {review ? (
            <KycReviewPanel key={review.id} review={review} onDecided={onDecided} />
          ) : selectedId !== null ? (
            <StyledCard aria-busy="true">
              <StyledSkeleton $height="480px" />
            </StyledCard>
          ) : (
            <StyledCard>
              <StyledMuted>
                <FormattedMessage id="adminKyc.choose" />
              </StyledMuted>
            </StyledCard>
          )}
        </StyledColumns>
      ) : (
        list
      )}
    </StyledStack>
  );
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { TabList } from '../../ui/components/tab-list';
import { ADMIN_INVESTING_FAILURES, failureToast, investmentCancelledToast } from '../admin-investing-toasts';
import { useAdminInvestments, useInvestmentStats } from '../hooks/use-admin-investments';
import { useInvestmentActions } from '../hooks/use-investment-actions';
import { useUrlFilter, useUrlTextFilter } from '../hooks/use-url-filter';
import {
  INVESTMENT_SUB_TABS,
  investmentStats,
  openingSubTab,
  PAYMENT_REFERENCE_SEARCH_MAX,
  paymentReferenceSearchError,
  statusesOf,
  subTabNamed,
  type InvestmentSubTab,
  type InvestmentSubTabKey,
} from '../investment-overview';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { InvestmentCard } from './investment-card';
import { InvestmentStatCards } from './investment-stat-cards';
import { LoadMoreButton } from './load-more-button';
import { RecordPayoutDialog } from './record-payout-dialog';
import { ReasonDialog } from './reason-dialog';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSearches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSearch = styled.div`
  flex: 1 1 260px;
  max-width: 420px;
`;

const StyledFieldError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledResults = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

type Investment = AdminInvestmentCard_InvestmentFragment;

interface CardActions {
  onConfirmPayment: (investment: Investment) => void;
  onCancel: (investment: Investment) => void;
  onRecordPayout: (investment: Investment) => void;
}

function InvestmentList({
  label,
  investments,
  actions,
}: { label: string; investments: Investment[] } & {
  actions: CardActions;
}) {
  return (
    <StyledList aria-label={label}>
      {investments.map((investment) => (
        <li key={investment.id}>
          <InvestmentCard
            investment={investment}
            onConfirmPayment={() => actions.onConfirmPayment(investment)}
            onCancel={() => actions.onCancel(investment)}
            onRecordPayout={() => actions.onRecordPayout(investment)}
          />
        </li>
      ))}
    </StyledList>
  );
}

type InvestmentPages = ReturnType<typeof useAdminInvestments>;

/** The Load More row under a list of investments. */
function MoreInvestments({ list, shown }: { list: InvestmentPages; shown: number }) {
  return (
    <LoadMoreButton
      shown={shown}
      total={list.page?.totalCount ?? shown}
      hasMore={list.hasMore}
      loading={list.loadingMore}
      failed={list.loadMoreError !== null}
      onLoadMore={list.loadMore}
    />
  );
}

function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StatePanel
      tone="danger"
      title={title}
      message="Please try again."
      actions={<StyledButton onClick={onRetry}>Try Again</StyledButton>}
    />
  );
}

/** The investments whose payment reference holds what the admin typed: searched on the server, not in the list. */
function SearchResults({
  reference,
  investor,
  actions,
}: {
  reference: string;
  investor: string;
  actions: CardActions;
}) {
  const list = useAdminInvestments({ paymentReference: reference, ...(investor ? { investor } : {}) });
  const results = list.page?.nodes ?? null;
  if (results === null && list.error) {
    return (
      <StatePanel
        tone="danger"
        title="Failed to Search Investments"
        message={list.error.message}
        actions={<StyledButton onClick={() => void list.refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  }
  if (results === null) return <StyledSkeleton $height="220px" aria-busy="true" />;
  const total = list.page?.totalCount ?? results.length;
  const busy = list.stale || list.loading;
  return (
    <StyledResults $busy={busy} aria-busy={busy} data-testid="investment-search-results">
      <StyledStack $gap="md">
        <StyledMuted role="status">
          {total === 0
            ? `No investment has a payment reference containing "${reference}"`
            : `${total} investment${total === 1 ? '' : 's'} with a payment reference containing "${reference}"`}
        </StyledMuted>
        {results.length > 0 ? (
          <>
            <InvestmentList label="Investments found" investments={[...results]} actions={actions} />
            <MoreInvestments list={list} shown={results.length} />
          </>
        ) : null}
      </StyledStack>
    </StyledResults>
  );
}

/** One sub-tab's investments, a page at a time; `investor` narrows them to matching investors. */
function SubTabList({ tab, investor, actions }: { tab: InvestmentSubTab; investor: string; actions: CardActions }) {
  const statuses = statusesOf(tab);
  const list = useAdminInvestments({ ...(statuses ? { statuses } : {}), ...(investor ? { investor } : {}) });
  const shown = list.page?.nodes ?? null;
  if (shown === null && list.error) {
    return <LoadFailed title="Failed to Load Investments" onRetry={() => void list.refetch().catch(() => undefined)} />;
  }
  if (shown === null) return <StyledSkeleton $height="220px" aria-busy="true" />;
  if (shown.length === 0) {
    return (
      <StatePanel icon="file" title={investor ? `No investments of an investor matching "${investor}"` : tab.empty} />
    );
  }
  return (
    <StyledResults $busy={list.stale} aria-busy={list.stale}>
      <StyledStack $gap="md">
        <InvestmentList label={`${tab.label} investments`} investments={[...shown]} actions={actions} />
        <MoreInvestments list={list} shown={shown.length} />
      </StyledStack>
    </StyledResults>
  );
}

/**
 * The admin panel's Investments tab (accounts spec §2): five stat cards, the sub-tabs Pending KYC, Awaiting
 * Payment, Active, Completed and All, each a page at a time with Load More, refreshed every 30 seconds, with
 * Confirm Payment and Cancel (units are marked sold on the Units tab), and Record Payout on sold investments. The
 * sub-tab and the searches live in the address (`?tab=investments&status=active&investor=ama&reference=cb7k`).
 * Its own chunk: only admins download it.
 */
export default function InvestmentsTab() {
  const ids = useId();
  const { stats: statsAnswer, error, refetch } = useInvestmentStats();
  const { cancel } = useInvestmentActions();
  const toast = useToast();
  const [status, setStatus] = useUrlFilter('status');
  const overview = statsAnswer ? investmentStats(statsAnswer) : null;
  // Opens on what is waiting (payments first), once the counts are known, unless the address names a sub-tab.
  const [opening, setOpening] = useState<InvestmentSubTabKey | null>(null);
  if (opening === null && overview !== null) setOpening(openingSubTab(overview.counts));
  const tab = subTabNamed(status) ?? (opening ? subTabNamed(opening) : null);
  const referenceSearch = useUrlTextFilter('reference', (text) => paymentReferenceSearchError(text) === null);
  const searchError = paymentReferenceSearchError(referenceSearch.text.trim());
  const search = searchError ? '' : referenceSearch.applied;
  const investorSearch = useUrlTextFilter('investor');
  const investor = investorSearch.applied;
  const [confirming, setConfirming] = useState<Investment | null>(null);
  const [cancelling, setCancelling] = useState<Investment | null>(null);
  const [payingOut, setPayingOut] = useState<Investment | null>(null);
  const actions: CardActions = {
    onConfirmPayment: setConfirming,
    onCancel: setCancelling,
    onRecordPayout: setPayingOut,
  };

  const onCancel = async (investment: Investment, reason: string | null) => {
    try {
      await cancel(investment.id, reason);
      toast(investmentCancelledToast(investment.id));
    } catch (failure) {
      toast(failureToast(ADMIN_INVESTING_FAILURES.cancelInvestment, failure));
      throw failure;
    }
  };

  let body;
  if (search) {
    body = <SearchResults reference={search} investor={investor} actions={actions} />;
  } else if (overview === null && error) {
    body = <LoadFailed title="Failed to Load Investments" onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (overview === null || tab === null) {
    body = (
      <StyledStack $gap="sm" aria-busy="true">
        <StyledSkeleton $height="96px" />
        <StyledSkeleton $height="220px" />
      </StyledStack>
    );
  } else {
    body = (
      <>
        <InvestmentStatCards stats={overview.stats} />
        <TabList
          idPrefix={ids}
          label="Investments by status"
          variant="pills"
          tabs={INVESTMENT_SUB_TABS.map((t) => ({ key: t.key, label: `${t.label} (${overview.counts[t.key]})` }))}
          selected={tab.key}
          onSelect={(key) => setStatus(key)}
        />
        <div role="tabpanel" id={`${ids}-panel-${tab.key}`} aria-labelledby={`${ids}-tab-${tab.key}`}>
          <SubTabList key={tab.key} tab={tab} investor={investor} actions={actions} />
        </div>
      </>
    );
  }

  return (
    <StyledStack $gap="xl">
      <StyledStack $gap="lg">
        <div>
          <StyledTitle>Investments</StyledTitle>
          <StyledMuted>Confirm payments as they arrive; the list refreshes every 30 seconds.</StyledMuted>
        </div>
        <StyledSearches>
          <StyledSearch role="search">
            <StyledLabel htmlFor={`${ids}-reference`}>Search by payment reference</StyledLabel>
            <StyledInput
              id={`${ids}-reference`}
              type="search"
              placeholder="e.g. CB-7K3Q-9"
              autoComplete="off"
              maxLength={PAYMENT_REFERENCE_SEARCH_MAX + 10}
              value={referenceSearch.text}
              aria-invalid={searchError ? true : undefined}
              aria-describedby={searchError ? `${ids}-reference-error` : undefined}
              onChange={(event) => referenceSearch.setText(event.target.value)}
            />
            {searchError ? <StyledFieldError id={`${ids}-reference-error`}>{searchError}</StyledFieldError> : null}
          </StyledSearch>
          <StyledSearch role="search">
            <StyledLabel htmlFor={`${ids}-investor`}>Search by investor</StyledLabel>
            <StyledInput
              id={`${ids}-investor`}
              type="search"
              placeholder="Name or email"
              autoComplete="off"
              maxLength={100}
              value={investorSearch.text}
              onChange={(event) => investorSearch.setText(event.target.value)}
            />
          </StyledSearch>
        </StyledSearches>
        {body}
      </StyledStack>
      {confirming ? <ConfirmPaymentDialog investment={confirming} onClose={() => setConfirming(null)} /> : null}
      {payingOut ? <RecordPayoutDialog investment={payingOut} onClose={() => setPayingOut(null)} /> : null}
      {cancelling ? (
        <ReasonDialog
          title="Cancel Investment"
          description={`Investment #${cancelling.id} of ${cancelling.userName} (${cancelling.userEmail}) in ${cancelling.projectTitle}, unit ${cancelling.unitNumber}. Its share of the unit is released.`}
          hint="Kept with the investment and shown to the investor. Left empty, the standard reason is recorded."
          submitLabel="Cancel Investment"
          pendingLabel="Cancelling…"
          dismissLabel="Keep Investment"
          onClose={() => setCancelling(null)}
          onSubmit={(reason) => onCancel(cancelling, reason)}
        />
      ) : null}
    </StyledStack>
  );
}

import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { TabList } from '../../ui/components/tab-list';
import { MessagesArea } from '../../../i18n/messages-area';
import { failureToast, investmentCancelledToast } from '../admin-investing-toasts';
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

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <StatePanel
      tone="danger"
      title={intl.formatMessage({ id: 'adminInvesting.loadFailed' })}
      message={intl.formatMessage({ id: 'adminInvesting.tryAgainHint' })}
      actions={
        <StyledButton onClick={onRetry}>
          <FormattedMessage id="adminInvesting.tryAgain" />
        </StyledButton>
      }
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
  const intl = useIntl();
  const list = useAdminInvestments({ paymentReference: reference, ...(investor ? { investor } : {}) });
  const results = list.page?.nodes ?? null;
  if (results === null && list.error) {
    return (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'adminInvesting.search.failed' })}
        message={list.error.message}
        actions={
          <StyledButton onClick={() => void list.refetch().catch(() => undefined)}>
            <FormattedMessage id="adminInvesting.tryAgain" />
          </StyledButton>
        }
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
          <FormattedMessage
            id={total === 0 ? 'adminInvesting.search.none' : 'adminInvesting.search.found'}
            values={{ count: total, reference }}
          />
        </StyledMuted>
        {results.length > 0 ? (
          <>
            <InvestmentList
              label={intl.formatMessage({ id: 'adminInvesting.search.foundList' })}
              investments={[...results]}
              actions={actions}
            />
            <MoreInvestments list={list} shown={results.length} />
          </>
        ) : null}
      </StyledStack>
    </StyledResults>
  );
}

/** One sub-tab's investments, a page at a time; `investor` narrows them to matching investors. */
function SubTabList({ tab, investor, actions }: { tab: InvestmentSubTab; investor: string; actions: CardActions }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `adminInvesting.subTab.${tab.key}` });
  const statuses = statusesOf(tab);
  const list = useAdminInvestments({ ...(statuses ? { statuses } : {}), ...(investor ? { investor } : {}) });
  const shown = list.page?.nodes ?? null;
  if (shown === null && list.error) {
    return <LoadFailed onRetry={() => void list.refetch().catch(() => undefined)} />;
  }
  if (shown === null) return <StyledSkeleton $height="220px" aria-busy="true" />;
  if (shown.length === 0) {
    return (
      <StatePanel
        icon="file"
        title={
          investor
            ? intl.formatMessage({ id: 'adminInvesting.emptyInvestor' }, { investor })
            : intl.formatMessage({ id: `adminInvesting.empty.${tab.key}` })
        }
      />
    );
  }
  return (
    <StyledResults $busy={list.stale} aria-busy={list.stale}>
      <StyledStack $gap="md">
        <InvestmentList
          label={intl.formatMessage({ id: 'adminInvesting.subTabList' }, { label })}
          investments={[...shown]}
          actions={actions}
        />
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
/** The `investing` area words the payment deadlines (features/investing/deadline.ts). */
const INVESTMENTS_TAB_AREAS = ['adminInvesting', 'investing'] as const;

export default function InvestmentsTab() {
  return (
    <MessagesArea area={INVESTMENTS_TAB_AREAS}>
      <Investments />
    </MessagesArea>
  );
}

function Investments() {
  const intl = useIntl();
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
  const referenceSearch = useUrlTextFilter('reference', (text) => paymentReferenceSearchError(text, intl) === null);
  const searchError = paymentReferenceSearchError(referenceSearch.text.trim(), intl);
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
      toast(investmentCancelledToast(intl, investment.id));
    } catch (failure) {
      toast(failureToast(intl, 'cancelInvestment', failure));
      throw failure;
    }
  };

  let body;
  if (search) {
    body = <SearchResults reference={search} investor={investor} actions={actions} />;
  } else if (overview === null && error) {
    body = <LoadFailed onRetry={() => void refetch().catch(() => undefined)} />;
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
          label={intl.formatMessage({ id: 'adminInvesting.subTabs' })}
          variant="pills"
          tabs={INVESTMENT_SUB_TABS.map((t) => ({
            key: t.key,
            label: intl.formatMessage(
              { id: 'adminInvesting.subTabCount' },
              {
                label: intl.formatMessage({ id: `adminInvesting.subTab.${t.key}` }),
                count: intl.formatNumber(overview.counts[t.key]),
              },
            ),
          }))}
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
          <StyledTitle>
            <FormattedMessage id="adminInvesting.title" />
          </StyledTitle>
          <StyledMuted>
            <FormattedMessage id="adminInvesting.lead" />
          </StyledMuted>
        </div>
        <StyledSearches>
          <StyledSearch role="search">
            <StyledLabel htmlFor={`${ids}-reference`}>
              <FormattedMessage id="adminInvesting.search.reference" />
            </StyledLabel>
            <StyledInput
              id={`${ids}-reference`}
              type="search"
              placeholder={intl.formatMessage({ id: 'adminInvesting.search.referencePlaceholder' })}
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
        </StyledSearches>
        {body}
      </StyledStack>
      {confirming ? <ConfirmPaymentDialog investment={confirming} onClose={() => setConfirming(null)} /> : null}
      {payingOut ? <RecordPayoutDialog investment={payingOut} onClose={() => setPayingOut(null)} /> : null}
      {cancelling ? (
        <ReasonDialog
          title={intl.formatMessage({ id: 'adminInvesting.cancel.title' })}
          description={intl.formatMessage(
            { id: 'adminInvesting.cancel.description' },
            {
              id: cancelling.id,
              name: cancelling.userName,
              email: cancelling.userEmail,
              project: cancelling.projectTitle,
              unit: cancelling.unitNumber,
            },
          )}
          hint={intl.formatMessage({ id: 'adminInvesting.cancel.hint' })}
          submitLabel={intl.formatMessage({ id: 'adminInvesting.cancel.title' })}
          pendingLabel={intl.formatMessage({ id: 'adminInvesting.cancel.pending' })}
          dismissLabel={intl.formatMessage({ id: 'adminInvesting.cancel.dismiss' })}
          onClose={() => setCancelling(null)}
          onSubmit={(reason) => onCancel(cancelling, reason)}
        />
      ) : null}
    </StyledStack>
  );
}

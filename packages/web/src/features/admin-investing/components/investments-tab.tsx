import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { useDebouncedValue } from '../../admin-users/hooks/use-debounced-value';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { TabList } from '../../ui/components/tab-list';
import { ADMIN_INVESTING_FAILURES, failureToast, investmentCancelledToast } from '../admin-investing-toasts';
import { useAdminInvestments, useInvestmentSearch } from '../hooks/use-admin-investments';
import { useInvestmentActions } from '../hooks/use-investment-actions';
import {
  INVESTMENT_SUB_TABS,
  investmentsIn,
  investmentStats,
  openingSubTab,
  PAYMENT_REFERENCE_SEARCH_MAX,
  paymentReferenceSearchError,
  type InvestmentSubTabKey,
} from '../investment-overview';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { InvestmentCard } from './investment-card';
import { InvestmentStatCards } from './investment-stat-cards';
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

const StyledSearch = styled.div`
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

/** How long typing must pause before a search is asked (one request for a reference typed fast). */
const SEARCH_DEBOUNCE_MS = 300;

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

/** The investments whose payment reference holds what the admin typed: searched on the server, not in the list. */
function SearchResults({ reference, actions }: { reference: string; actions: CardActions }) {
  const { results, error, loading, refetch } = useInvestmentSearch(reference);
  if (results === null && error) {
    return (
      <StatePanel
        tone="danger"
        title="Failed to Search Investments"
        message={error.message}
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  }
  if (results === null) return <StyledSkeleton $height="220px" aria-busy="true" />;
  return (
    <StyledResults $busy={loading} aria-busy={loading} data-testid="investment-search-results">
      <StyledStack $gap="md">
        <StyledMuted role="status">
          {results.length === 0
            ? `No investment has a payment reference containing "${reference}"`
            : `${results.length} investment${results.length === 1 ? '' : 's'} with a payment reference containing "${reference}"`}
        </StyledMuted>
        {results.length > 0 ? (
          <InvestmentList label="Investments found" investments={results} actions={actions} />
        ) : null}
      </StyledStack>
    </StyledResults>
  );
}

/**
 * The admin panel's Investments tab (accounts spec §2): five stat cards, the sub-tabs Pending KYC, Awaiting
 * Payment, Active, Completed and All, refreshed every 30 seconds, with Confirm Payment and Cancel (units are
 * marked sold on the Units tab), and Record Payout on sold investments. Its own chunk: only admins download it.
 */
export default function InvestmentsTab() {
  const ids = useId();
  const { investments, error, refetch } = useAdminInvestments();
  const { cancel } = useInvestmentActions();
  const toast = useToast();
  // Opens on what is waiting (payments first), once the list is known; the admin's own choice then stays.
  const [tabKey, setTabKey] = useState<InvestmentSubTabKey | null>(null);
  if (tabKey === null && investments !== null) setTabKey(openingSubTab(investments));
  const [searchText, setSearchText] = useState('');
  const searchError = paymentReferenceSearchError(searchText.trim());
  const search = useDebouncedValue(searchError ? '' : searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [confirming, setConfirming] = useState<Investment | null>(null);
  const [cancelling, setCancelling] = useState<Investment | null>(null);
  const [payingOut, setPayingOut] = useState<Investment | null>(null);
  const tab = INVESTMENT_SUB_TABS.find((t) => t.key === tabKey) ?? INVESTMENT_SUB_TABS[0];
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
    body = <SearchResults reference={search} actions={actions} />;
  } else if (investments === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title="Failed to Load Investments"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (investments === null) {
    body = (
      <StyledStack $gap="sm" aria-busy="true">
        <StyledSkeleton $height="96px" />
        <StyledSkeleton $height="220px" />
      </StyledStack>
    );
  } else {
    const shown = investmentsIn(tab, investments);
    body = (
      <>
        <InvestmentStatCards stats={investmentStats(investments)} />
        <TabList
          idPrefix={ids}
          label="Investments by status"
          variant="pills"
          tabs={INVESTMENT_SUB_TABS.map((t) => ({
            key: t.key,
            label: `${t.label} (${investmentsIn(t, investments).length})`,
          }))}
          selected={tab.key}
          onSelect={setTabKey}
        />
        <div role="tabpanel" id={`${ids}-panel-${tab.key}`} aria-labelledby={`${ids}-tab-${tab.key}`}>
          {shown.length === 0 ? (
            <StatePanel icon="file" title={tab.empty} />
          ) : (
            <InvestmentList label={`${tab.label} investments`} investments={shown} actions={actions} />
          )}
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
        <StyledSearch role="search">
          <StyledLabel htmlFor={`${ids}-reference`}>Search by payment reference</StyledLabel>
          <StyledInput
            id={`${ids}-reference`}
            type="search"
            placeholder="e.g. CB-7K3Q-9"
            autoComplete="off"
            maxLength={PAYMENT_REFERENCE_SEARCH_MAX + 10}
            value={searchText}
            aria-invalid={searchError ? true : undefined}
            aria-describedby={searchError ? `${ids}-reference-error` : undefined}
            onChange={(event) => setSearchText(event.target.value)}
          />
          {searchError ? <StyledFieldError id={`${ids}-reference-error`}>{searchError}</StyledFieldError> : null}
        </StyledSearch>
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

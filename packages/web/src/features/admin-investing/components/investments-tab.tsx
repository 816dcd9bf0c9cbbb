import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { ADMIN_INVESTING_FAILURES, failureToast, investmentCancelledToast } from '../admin-investing-toasts';
import { useAdminInvestments } from '../hooks/use-admin-investments';
import { useInvestmentActions } from '../hooks/use-investment-actions';
import { INVESTMENT_SUB_TABS, investmentsIn, investmentStats, type InvestmentSubTabKey } from '../investment-overview';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { InvestmentCard } from './investment-card';
import { InvestmentStatCards } from './investment-stat-cards';
import { RecordPayoutDialog } from './record-payout-dialog';
import { ReasonDialog } from './reason-dialog';
import { SubTabs } from './sub-tabs';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type Investment = AdminInvestmentCard_InvestmentFragment;

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
  const [tabKey, setTabKey] = useState<InvestmentSubTabKey>('pending_kyc');
  const [confirming, setConfirming] = useState<Investment | null>(null);
  const [cancelling, setCancelling] = useState<Investment | null>(null);
  const [payingOut, setPayingOut] = useState<Investment | null>(null);
  const tab = INVESTMENT_SUB_TABS.find((t) => t.key === tabKey) ?? INVESTMENT_SUB_TABS[0];

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
  if (investments === null && error) {
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
        <SubTabs
          idPrefix={ids}
          label="Investments by status"
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
            <StyledList aria-label={`${tab.label} investments`}>
              {shown.map((investment) => (
                <li key={investment.id}>
                  <InvestmentCard
                    investment={investment}
                    onConfirmPayment={() => setConfirming(investment)}
                    onCancel={() => setCancelling(investment)}
                    onRecordPayout={() => setPayingOut(investment)}
                  />
                </li>
              ))}
            </StyledList>
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
        {body}
      </StyledStack>
      {confirming ? <ConfirmPaymentDialog investment={confirming} onClose={() => setConfirming(null)} /> : null}
      {payingOut ? <RecordPayoutDialog investment={payingOut} onClose={() => setPayingOut(null)} /> : null}
      {cancelling ? (
        <ReasonDialog
          title="Cancel Investment"
          description={`Investment #${cancelling.id} in ${cancelling.projectTitle}, unit ${cancelling.unitNumber}. Its share of the unit is released.`}
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

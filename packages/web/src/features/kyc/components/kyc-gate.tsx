import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MessagesArea } from '../../../i18n/messages-area';
import { isAdmin, useCurrentUser } from '../../session/use-current-user';
import { ActionPanel } from '../../ui/components/action-panel';
import { StyledButtonLink } from '../../ui/components/button';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { useMyKyc } from '../hooks/use-my-kyc';
import { KYC_PAGE_PATH } from '../kyc-page-state';
import type { KycStatus } from '../../../graphql/generated';
import { kycAllowsInvesting, kycGateMessage } from '../kyc-status';

// The gate's answer arrives after the page: its place is kept so the cards below do not move (CLS).
const StyledGate = styled.div`
  min-height: 200px;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const LINK_LABEL = {
  not_started: 'kyc.gate.link.start',
  pending: 'kyc.gate.link.view',
  under_review: 'kyc.gate.link.view',
  rejected: 'kyc.gate.link.resubmit',
  requires_additional_info: 'kyc.gate.link.update',
  expired: 'kyc.gate.link.renew',
  approved: 'kyc.gate.link.view',
} as const;

function GateSkeleton() {
  return (
    <StyledGate aria-busy="true">
      <StyledSkeleton $height="1rem" $width="80%" />
      <StyledSkeleton $height="1rem" $width="60%" />
    </StyledGate>
  );
}

/**
 * The project page's 'Verification Required' gate (investor spec §2 and §4): investing needs an approved,
 * unexpired KYC. `children` (the investing actions) are shown to verified investors and to admins, who bypass
 * the gate; everyone else signed in gets the reason and a link to /kyc-verification. Visitors are the caller's
 * business (they are asked to sign in). The server enforces the same rule when an investment is made.
 */
export function KycGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const admin = isAdmin(user);
  const { kyc, error } = useMyKyc(!!user && !admin);

  if (!user) return null;
  if (admin) return <>{children}</>;
  if (!kyc && !error) return <GateSkeleton />;
  if (kyc && kycAllowsInvesting(kyc.status)) return <>{children}</>;
  // The gate's words are the `kyc` area's, loaded only for those it stops.
  return (
    <Suspense fallback={<GateSkeleton />}>
      <MessagesArea area="kyc">
        <GatePanel status={kyc?.status ?? null} />
      </MessagesArea>
    </Suspense>
  );
}

function GatePanel({ status }: { status: KycStatus | null }) {
  const intl = useIntl();
  const message = status ? kycGateMessage(status, intl) : intl.formatMessage({ id: 'kyc.gate.unknown' });
  return (
    <StyledGate>
      <ActionPanel
        icon="shield"
        title={intl.formatMessage({ id: 'kyc.gate.title' })}
        testId="kyc-gate"
        actions={
          <StyledButtonLink to={KYC_PAGE_PATH}>
            <FormattedMessage id={status ? LINK_LABEL[status] : 'kyc.gate.link.open'} />
          </StyledButtonLink>
        }
      >
        {message}
      </ActionPanel>
    </StyledGate>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isAdmin, useCurrentUser } from '../../session/use-current-user';
import { ActionPanel } from '../../ui/components/action-panel';
import { StyledButtonLink } from '../../ui/components/button';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { useMyKyc } from '../hooks/use-my-kyc';
import { KYC_PAGE_PATH } from '../kyc-page-state';
import { kycGateMessage } from '../kyc-status';

// The gate's answer arrives after the page: its place is kept so the cards below do not move (CLS).
const StyledGate = styled.div`
  min-height: 200px;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const LINK_LABEL = {
  not_started: 'Start Verification',
  pending: 'View Verification Status',
  under_review: 'View Verification Status',
  rejected: 'Resubmit Verification',
  requires_additional_info: 'Update Verification',
  expired: 'Renew KYC',
  approved: 'View Verification Status',
} as const;

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
  if (!kyc && !error) {
    return (
      <StyledGate aria-busy="true">
        <StyledSkeleton $height="1rem" $width="80%" />
        <StyledSkeleton $height="1rem" $width="60%" />
      </StyledGate>
    );
  }
  const message = kyc ? kycGateMessage(kyc.status) : 'Your verification status could not be checked.';
  if (kyc && message === null) return <>{children}</>;
  return (
    <StyledGate>
      <ActionPanel
        icon="shield"
        title="Verification Required"
        testId="kyc-gate"
        actions={
          <StyledButtonLink to={KYC_PAGE_PATH}>{kyc ? LINK_LABEL[kyc.status] : 'Open Verification'}</StyledButtonLink>
        }
      >
        {message}
      </ActionPanel>
    </StyledGate>
  );
}

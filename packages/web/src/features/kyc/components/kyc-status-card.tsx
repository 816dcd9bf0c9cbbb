import { Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MessagesArea } from '../../../i18n/messages-area';
import { readApiFailure } from '../../../lib/api-error';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledIconTile } from '../../ui/components/data-display';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import type { KycState_StateFragment } from '../../../graphql/generated';
import { useMyKyc } from '../hooks/use-my-kyc';
import { useStartKyc } from '../hooks/use-start-kyc';
import { kycStatusView } from '../kyc-status';

// The card keeps one height while loading and after (with or without a button), so nothing below it moves
// (CLS); shorter states sit in the middle of it.
const StyledStatusCard = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-height: 184px;
  align-content: center;
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  flex: 1;
  min-width: 12ch;
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDetail = styled.div`
  border-inline-start: 3px solid ${({ theme }) => theme.colors.borderStrong};
  padding-inline-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface KycStatusCardProps {
  /** After the server agreed to a (re)submission: open the wizard here, or go to where it is. */
  onStarted: () => void;
  /** The wizard is already open below: no button to open it again. */
  started?: boolean;
  /**
   * The state as a page's own query already read it (the dashboard asks for everything in one query);
   * without it the card asks the server itself.
   */
  source?: { readonly kyc: KycState_StateFragment | null; readonly error?: unknown; refetch(): Promise<unknown> };
}

/**
 * The KYC status card (investor spec §4, accounts spec §2): Verified with the expiry date, Expired with Renew
 * KYC, Under Review, Rejected with the reason and Resubmit, Additional information needed with the reviewer's
 * notes and Update Submission, Not Started with Start KYC. The button is offered only when the server says a
 * submission is possible; it calls startKyc first.
 */
export function KycStatusCard(props: KycStatusCardProps) {
  // The card's words are the `kyc` area's: until they have loaded, the card keeps its place (CLS).
  return (
    <Suspense
      fallback={
        <StyledStatusCard as="section" aria-busy="true" data-testid="kyc-status-card">
          <StyledSkeleton $height="1.5rem" $width="50%" />
          <StyledSkeleton $height="1rem" $width="80%" />
          <StyledSkeleton $height="1rem" $width="60%" />
        </StyledStatusCard>
      }
    >
      <MessagesArea area="kyc">
        <StatusCard {...props} />
      </MessagesArea>
    </Suspense>
  );
}

function StatusCard({ onStarted, started = false, source }: KycStatusCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const own = useMyKyc(!source);
  const { kyc, error, refetch } = source ?? own;
  const { start, starting } = useStartKyc();
  const toast = useToast();

  if (!kyc) {
    return (
      <StyledStatusCard as="section" aria-labelledby={titleId} aria-busy={!error} data-testid="kyc-status-card">
        <StyledHead>
          <StyledIconTile>
            <Icon name="shield" />
          </StyledIconTile>
          <StyledTitle id={titleId}>
            <FormattedMessage id="kyc.status.cardTitle" />
          </StyledTitle>
        </StyledHead>
        {error ? (
          <>
            <StyledMessage role="alert">
              <FormattedMessage id="kyc.status.loadFailed" />
            </StyledMessage>
            <StyledActions>
              <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
                <FormattedMessage id="kyc.status.tryAgain" />
              </StyledButton>
            </StyledActions>
          </>
        ) : (
          <>
            <StyledSkeleton $height="1rem" $width="80%" />
            <StyledSkeleton $height="1rem" $width="60%" />
          </>
        )}
      </StyledStatusCard>
    );
  }

  const view = kycStatusView(kyc, intl);
  const action = kyc.canSubmit && !started ? view.action : null;

  const onAction = async () => {
    try {
      const state = await start();
      if (!state.canSubmit) return;
      toast({
        title: intl.formatMessage({ id: 'kyc.status.startedTitle' }),
        description: intl.formatMessage({ id: 'kyc.status.startedText' }),
        variant: 'success',
      });
      onStarted();
    } catch (failure) {
      toast({
        title: intl.formatMessage({ id: 'kyc.status.startFailedTitle' }),
        description: readApiFailure(failure).message ?? intl.formatMessage({ id: 'kyc.status.startFailed' }),
        variant: 'destructive',
      });
    }
  };

  return (
    <StyledStatusCard as="section" aria-labelledby={titleId} data-testid="kyc-status-card" data-status={kyc.status}>
      <StyledHead>
        <StyledIconTile>
          <Icon name={view.icon} />
        </StyledIconTile>
        <StyledTitle id={titleId}>{view.title}</StyledTitle>
        <StyledBadge $tone={view.tone}>{view.badge}</StyledBadge>
      </StyledHead>
      <StyledMessage>{view.message}</StyledMessage>
      {view.detail ? (
        <StyledDetail>
          <strong>{view.detail.label}</strong>
          {view.detail.text}
        </StyledDetail>
      ) : null}
      {action ? (
        <StyledActions>
          <StyledButton onClick={() => void onAction()} disabled={starting}>
            {action}
          </StyledButton>
        </StyledActions>
      ) : null}
    </StyledStatusCard>
  );
}

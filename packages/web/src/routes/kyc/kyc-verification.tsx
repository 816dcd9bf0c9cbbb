import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { KycInfoCards } from '../../features/kyc/components/kyc-info-cards';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';
import { useMyKyc } from '../../features/kyc/hooks/use-my-kyc';
import type { KycPageState } from '../../features/kyc/kyc-page-state';
import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { useCurrentUser } from '../../features/session/use-current-user';
import { Icon } from '../../features/ui/components/icon';
import { StyledCard, StyledStack } from '../../features/ui/components/layout-primitives';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StyledSkeleton } from '../../features/ui/components/skeleton';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';

// The wizard (forms, file checks, upload) is its own chunk, fetched when someone starts a verification.
const KycWizard = lazy(() => import('../../features/kyc/components/kyc-wizard'));

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function WizardFallback() {
  const intl = useIntl();
  return (
    <StyledCard as="section" aria-busy="true" aria-label={intl.formatMessage({ id: 'kyc.page.loadingWizard' })}>
      <StyledStack $gap="lg">
        <StyledSkeleton $height="2rem" />
        <StyledSkeleton $height="1.5rem" $width="40%" />
        <StyledSkeleton $height="320px" />
      </StyledStack>
    </StyledCard>
  );
}

/**
 * /kyc-verification (accounts spec §2): visitors are asked to sign in; a signed-in user sees a back link to the
 * dashboard, the status card, the wizard once they start (only while the server accepts a submission) and the
 * info cards.
 */
export default function KycVerificationPage() {
  // The page's words are the `kyc` area's (docs/i18n.md, "Catalog areas").
  return (
    <MessagesArea area="kyc">
      <KycVerification />
    </MessagesArea>
  );
}

function KycVerification() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'kyc.page.documentTitle' }));
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  const [wizardOpen, setWizardOpen] = useState(() => (location.state as KycPageState | null)?.openWizard === true);
  const { kyc } = useMyKyc(!!user);
  const wizardShown = wizardOpen && kyc?.canSubmit === true;

  if (loading) return <PageFallback />;
  if (!user) {
    return (
      <SimplePage title={intl.formatMessage({ id: 'kyc.page.title' })}>
        <SignInPrompt
          title={intl.formatMessage({ id: 'kyc.page.signInTitle' })}
          message={intl.formatMessage({ id: 'kyc.page.signInMessage' })}
        />
      </SimplePage>
    );
  }
  return (
    <SimplePage title={intl.formatMessage({ id: 'kyc.page.title' })} lead={intl.formatMessage({ id: 'kyc.page.lead' })}>
      <StyledBack to="/dashboard">
        <Icon name="arrowLeft" size={16} />
        <FormattedMessage id="kyc.page.back" />
      </StyledBack>
      <KycStatusCard key={user.id} onStarted={() => setWizardOpen(true)} started={wizardShown} />
      {wizardShown ? (
        <Suspense fallback={<WizardFallback />}>
          <KycWizard key={user.id} onSubmitted={() => setWizardOpen(false)} />
        </Suspense>
      ) : null}
      <KycInfoCards />
    </SimplePage>
  );
}

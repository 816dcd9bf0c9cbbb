import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { useCurrentUser } from '../../features/session/use-current-user';
import { Icon } from '../../features/ui/components/icon';
import { StyledCard, StyledGrid, StyledMuted } from '../../features/ui/components/layout-primitives';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

const STEPS = [
  'Personal Information',
  'Address Details',
  'Identity Documents',
  'Financial Information',
  'Document Upload',
];

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export default function KycVerificationPage() {
  useDocumentTitle('Identity Verification');
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  if (!user) {
    return (
      <SimplePage title="KYC Verification Center">
        <SignInPrompt
          title="Sign in to verify your identity"
          message="Identity verification (KYC) is tied to your account. Sign in, or create an account, to start or update it."
        />
      </SimplePage>
    );
  }
  return (
    <SimplePage
      title="KYC Verification Center"
      lead="Verify your identity once to invest. Review takes 2-3 business days and lasts two years."
    >
      <StyledBack to="/dashboard">
        <Icon name="arrowLeft" size={16} />
        Back to Dashboard
      </StyledBack>
      <StatePanel icon="shield" title="Verification Not Started" message="The five-step verification opens here." />
      <StyledGrid $min="200px">
        {STEPS.map((step, index) => (
          <StyledCard key={step}>
            <StyledMuted>Step {index + 1}</StyledMuted>
            <strong>{step}</strong>
          </StyledCard>
        ))}
      </StyledGrid>
    </SimplePage>
  );
}

import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { ProjectPageQuery } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { KycGate } from '../../kyc/components/kyc-gate';
import { useCurrentUser } from '../../session/use-current-user';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledNote = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledFigure = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

type Project = ProjectPageQuery['project'];

const ExpressInterestDialog = lazy(() => import('../../projects/components/express-interest-dialog'));

export function ExpressInterestCard({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  return (
    <StyledCard>
      <StyledTitle>Express Interest</StyledTitle>
      <StyledText>Tell us how much you would like to put in and our team will walk you through the units.</StyledText>
      <StyledButton $block onClick={() => setOpen(true)}>
        Express Interest
      </StyledButton>
      <StyledNote>No commitment required • Free consultation</StyledNote>
      {open ? (
        <Suspense fallback={null}>
          <ExpressInterestDialog open onClose={() => setOpen(false)} project={project} />
        </Suspense>
      ) : null}
    </StyledCard>
  );
}

export function DirectInvestmentCard({ project }: { project: Project }) {
  const { user, loading } = useCurrentUser();
  const { formatPrice } = useCurrency();
  return (
    <StyledCard data-testid="direct-investment-card">
      <StyledTitle>Direct Investment</StyledTitle>
      <StyledFigure>
        <span>Minimum investment</span>
        <strong>{formatPrice(project.minInvestment)}</strong>
      </StyledFigure>
      {loading ? null : !user ? (
        <>
          <StyledText>Please sign in to start the investment process</StyledText>
          <StyledButtonLink to="/signin" $block>
            <Icon name="lock" size={16} />
            Sign In to Invest
          </StyledButtonLink>
        </>
      ) : (
        <KycGate>
          <StyledText>
            Choose a unit below to invest in it directly. Payment is due within 7 days of your investment.
          </StyledText>
        </KycGate>
      )}
    </StyledCard>
  );
}

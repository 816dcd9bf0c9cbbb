import { useId } from 'react';
import styled from 'styled-components';
import type { DashboardInvestment_InvestmentFragment } from '../../../graphql/generated';
import { StyledButtonLink } from '../../ui/components/button';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { InvestmentsTable } from './investments-table';
import { PaymentBanner } from './payment-banner';

const StyledSection = styled(StyledCard)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledEmpty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The investments: a payment banner for each direct investment awaiting payment (one made from an application
 * shows its banner with the application), then the table; 'No investments yet' with a way to the projects.
 */
export function InvestmentsSection({
  investments,
}: {
  investments: readonly DashboardInvestment_InvestmentFragment[];
}) {
  const titleId = useId();
  const unpaidDirect = investments.flatMap((i) =>
    i.status === 'awaiting_payment' && i.applicationId === null && i.paymentInstructions
      ? [{ investment: i, instructions: i.paymentInstructions }]
      : [],
  );
  return (
    <StyledSection as="section" aria-labelledby={titleId} data-testid="investments">
      <StyledTitle id={titleId}>Active Investments</StyledTitle>
      {unpaidDirect.map(({ investment, instructions }) => (
        <div key={investment.id}>
          <StyledMuted>
            {investment.projectTitle}, unit {investment.unitNumber}
          </StyledMuted>
          <PaymentBanner
            instructions={instructions}
            amount={instructions.amount}
            method={instructions.method}
            currency="USD"
          />
        </div>
      ))}
      {investments.length === 0 ? (
        <StyledEmpty>
          <StyledMuted>
            No investments yet. Choose a unit on a project page to make your first co-investment.
          </StyledMuted>
          <StyledButtonLink to="/projects" $size="sm">
            Browse Projects
          </StyledButtonLink>
        </StyledEmpty>
      ) : (
        <InvestmentsTable investments={investments} />
      )}
    </StyledSection>
  );
}

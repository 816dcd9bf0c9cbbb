import styled from 'styled-components';
import { InvestmentCalculator } from '../../calculator/components/investment-calculator';
import {
  StyledContainer,
  StyledLead,
  StyledSection,
  StyledSectionTitle,
  StyledStack,
} from '../../ui/components/layout-primitives';
import { PortfolioDemo } from './portfolio-demo';
import { TrustSection } from './trust-section';

const StyledHead = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/**
 * The landing page below its featured projects: calculator, sample portfolio, trust. Out of sight on arrival,
 * so the page loads them as a chunk of their own after its top has been drawn.
 */
export default function LandingSections() {
  return (
    <>
      <StyledSection $muted aria-labelledby="calculator-title">
        <StyledContainer>
          <StyledHead>
            <StyledSectionTitle id="calculator-title">Investment Calculator</StyledSectionTitle>
            <StyledLead>See how a co-investment could grow over the construction period.</StyledLead>
          </StyledHead>
          <InvestmentCalculator />
        </StyledContainer>
      </StyledSection>
      <StyledSection aria-labelledby="portfolio-title">
        <StyledContainer>
          <StyledStack $gap="md">
            <StyledSectionTitle id="portfolio-title">What a Portfolio Looks Like</StyledSectionTitle>
            <StyledLead>Co-owned units across projects, each with its share, value and stage.</StyledLead>
            <PortfolioDemo />
          </StyledStack>
        </StyledContainer>
      </StyledSection>
      <StyledSection $muted aria-labelledby="trust-title">
        <StyledContainer>
          <StyledHead>
            <StyledSectionTitle id="trust-title">Why Investors Trust Us</StyledSectionTitle>
            <StyledLead>Protections built into every step, from sign-up to the sale of your unit.</StyledLead>
          </StyledHead>
          <TrustSection />
        </StyledContainer>
      </StyledSection>
    </>
  );
}

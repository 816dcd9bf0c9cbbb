import styled from 'styled-components';
import { InvestmentCalculator } from '../../features/calculator/components/investment-calculator';
import { FeaturedProjects } from '../../features/landing/components/featured-projects';
import { Hero } from '../../features/landing/components/hero';
import { PortfolioDemo } from '../../features/landing/components/portfolio-demo';
import { StatsBand } from '../../features/landing/components/stats-band';
import { TrustSection } from '../../features/landing/components/trust-section';
import {
  StyledContainer,
  StyledLead,
  StyledSection,
  StyledSectionTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { useDocumentTitle } from '../../lib/use-document-title';

const StyledHead = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export default function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <StatsBand />
      <FeaturedProjects />
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

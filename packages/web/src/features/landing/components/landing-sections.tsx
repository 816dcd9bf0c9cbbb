import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { MessagesArea } from '../../../i18n/messages-area';
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
 * so the page loads them as a chunk of their own after its top has been drawn, with their text (the `landing` area,
 * calculator included) beside them rather than in the core catalog every route carries.
 */
export default function LandingSections() {
  return (
    <MessagesArea area="landing">
      <StyledSection $muted aria-labelledby="calculator-title">
        <StyledContainer>
          <StyledHead>
            <StyledSectionTitle id="calculator-title">
              <FormattedMessage id="landing.calculator.title" />
            </StyledSectionTitle>
            <StyledLead>
              <FormattedMessage id="landing.calculator.lead" />
            </StyledLead>
          </StyledHead>
          <InvestmentCalculator />
        </StyledContainer>
      </StyledSection>
      <StyledSection aria-labelledby="portfolio-title">
        <StyledContainer>
          <StyledStack $gap="md">
            <StyledSectionTitle id="portfolio-title">
              <FormattedMessage id="landing.portfolio.title" />
            </StyledSectionTitle>
            <StyledLead>
              <FormattedMessage id="landing.portfolio.lead" />
            </StyledLead>
            <PortfolioDemo />
          </StyledStack>
        </StyledContainer>
      </StyledSection>
      <StyledSection $muted aria-labelledby="trust-title">
        <StyledContainer>
          <StyledHead>
            <StyledSectionTitle id="trust-title">
              <FormattedMessage id="landing.trust.title" />
            </StyledSectionTitle>
            <StyledLead>
              <FormattedMessage id="landing.trust.lead" />
            </StyledLead>
          </StyledHead>
          <TrustSection />
        </StyledContainer>
      </StyledSection>
    </MessagesArea>
  );
}

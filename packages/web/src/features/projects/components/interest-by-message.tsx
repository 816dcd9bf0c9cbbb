import styled from 'styled-components';
import { StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown to signed-in investors while online interest submissions are not open yet. */
export function InterestByMessage({ projectTitle }: { projectTitle: string }) {
  return (
    <StyledPanel data-testid="interest-by-message">
      <Icon name="mail" size={32} />
      <StyledTitle>Talk to Our Team</StyledTitle>
      <StyledText>
        Online interest submissions open soon. Until then, send us a message naming {projectTitle} and the amount you
        have in mind, and we&apos;ll contact you within 24 hours.
      </StyledText>
      <StyledButtonLink to="/contact">Contact Us</StyledButtonLink>
    </StyledPanel>
  );
}

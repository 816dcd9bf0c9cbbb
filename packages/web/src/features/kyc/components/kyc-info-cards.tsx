import styled from 'styled-components';
import { StyledCheckList, StyledIconTile } from '../../ui/components/data-display';
import { Icon, type IconName } from '../../ui/components/icon';
import { StyledCard, StyledGrid } from '../../ui/components/layout-primitives';

const StyledInfo = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function InfoTitle({ icon, children }: { icon: IconName; children: string }) {
  return (
    <StyledTitle>
      <StyledIconTile>
        <Icon name={icon} />
      </StyledIconTile>
      {children}
    </StyledTitle>
  );
}

/** What the verification needs, how long the review takes, and who sees the documents. */
export function KycInfoCards() {
  return (
    <StyledGrid $min="240px">
      <StyledInfo>
        <InfoTitle icon="file">What you will need</InfoTitle>
        <StyledCheckList>
          <li>
            <Icon name="check" size={16} />A valid passport, national ID card or driver&apos;s licence
          </li>
          <li>
            <Icon name="check" size={16} />A recent utility bill, bank statement or rental agreement
          </li>
          <li>
            <Icon name="check" size={16} />A clear selfie
          </li>
        </StyledCheckList>
      </StyledInfo>
      <StyledInfo>
        <InfoTitle icon="clock">Review in 2-3 business days</InfoTitle>
        <StyledText>
          Our compliance team checks every submission by hand. We email you when it is approved or if we need anything
          else. A verification stays valid for two years.
        </StyledText>
      </StyledInfo>
      <StyledInfo>
        <InfoTitle icon="lock">Your documents are safe</InfoTitle>
        <StyledText>
          Documents are encrypted when they are stored and are seen only by our compliance team. They are never
          published or shared with other investors.
        </StyledText>
      </StyledInfo>
    </StyledGrid>
  );
}

import { FormattedMessage } from 'react-intl';
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

function InfoTitle({ icon, id }: { icon: IconName; id: string }) {
  return (
    <StyledTitle>
      <StyledIconTile>
        <Icon name={icon} />
      </StyledIconTile>
      <FormattedMessage id={id} />
    </StyledTitle>
  );
}

/** What the verification needs, how long the review takes, and who sees the documents. */
export function KycInfoCards() {
  return (
    <StyledGrid $min="240px">
      <StyledInfo>
        <InfoTitle icon="file" id="kyc.info.needTitle" />
        <StyledCheckList>
          <li>
            <Icon name="check" size={16} />
            <FormattedMessage id="kyc.info.needDocument" />
          </li>
          <li>
            <Icon name="check" size={16} />
            <FormattedMessage id="kyc.info.needProof" />
          </li>
          <li>
            <Icon name="check" size={16} />
            <FormattedMessage id="kyc.info.needSelfie" />
          </li>
        </StyledCheckList>
      </StyledInfo>
      <StyledInfo>
        <InfoTitle icon="clock" id="kyc.info.reviewTitle" />
        <StyledText>
          <FormattedMessage id="kyc.info.reviewText" />
        </StyledText>
      </StyledInfo>
      <StyledInfo>
        <InfoTitle icon="lock" id="kyc.info.safeTitle" />
        <StyledText>
          <FormattedMessage id="kyc.info.safeText" />
        </StyledText>
      </StyledInfo>
    </StyledGrid>
  );
}

import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Icon, type IconName } from '../../ui/components/icon';
import { StyledCard, StyledGrid } from '../../ui/components/layout-primitives';

/** Each point's title and text are `landing.trust.<key>.title` and `.text`. */
const POINTS: ReadonlyArray<{ icon: IconName; key: string }> = [
  { icon: 'shield', key: 'verified' },
  { icon: 'building', key: 'developers' },
  { icon: 'file', key: 'ownership' },
  { icon: 'clock', key: 'progress' },
  { icon: 'lock', key: 'payments' },
  { icon: 'users', key: 'people' },
];

const StyledIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.warning};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function TrustSection() {
  return (
    <StyledGrid $min="260px">
      {POINTS.map((point) => (
        <StyledCard key={point.key}>
          <StyledIcon>
            <Icon name={point.icon} size={22} />
          </StyledIcon>
          <StyledTitle>
            <FormattedMessage id={`landing.trust.${point.key}.title`} />
          </StyledTitle>
          <StyledText>
            <FormattedMessage id={`landing.trust.${point.key}.text`} />
          </StyledText>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}

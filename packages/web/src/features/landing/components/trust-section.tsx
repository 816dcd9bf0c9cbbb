import styled from 'styled-components';
import { Icon, type IconName } from '../../ui/components/icon';
import { StyledCard, StyledGrid } from '../../ui/components/layout-primitives';

const POINTS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'shield',
    title: 'Verified investors only',
    text: 'Every investor passes identity verification (KYC) before investing; review takes 2-3 business days.',
  },
  {
    icon: 'building',
    title: 'Vetted developers',
    text: 'We partner with licensed developers with a record of completed projects in Ghana.',
  },
  {
    icon: 'file',
    title: 'Clear ownership',
    text: 'Your share of a unit is your contribution over its price, recorded against the unit you chose.',
  },
  {
    icon: 'clock',
    title: 'Transparent progress',
    text: 'Construction updates are posted to every co-investor and shown on your dashboard.',
  },
  {
    icon: 'lock',
    title: 'Simple, bounded payments',
    text: 'Payment instructions come after approval, with a 7-day window and confirmation by our team.',
  },
  {
    icon: 'users',
    title: 'People to talk to',
    text: 'Questions before or after you invest? Our Accra team replies within 24 hours.',
  },
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
        <StyledCard key={point.title}>
          <StyledIcon>
            <Icon name={point.icon} size={22} />
          </StyledIcon>
          <StyledTitle>{point.title}</StyledTitle>
          <StyledText>{point.text}</StyledText>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}

import styled from 'styled-components';

export const StyledContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

export const StyledSection = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space.xxxl} 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.md} {
    font-size: 2.25rem;
  }
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 60ch;
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const StyledGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '300px' }) => $min}), 1fr));
`;

export const StyledStack = styled.div<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  min-width: 0;
`;

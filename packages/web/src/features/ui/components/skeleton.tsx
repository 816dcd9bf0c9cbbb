import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

export const StyledSkeleton = styled.div<{ $height?: string; $width?: string; $round?: boolean }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme }) =>
    `${theme.colors.skeleton} linear-gradient(90deg, ${theme.colors.skeleton}, ${theme.colors.skeletonHighlight}, ${theme.colors.skeleton}) no-repeat`};
  background-size: 200px 100%;
  animation: ${shimmer} 1.3s ease-in-out infinite;
`;

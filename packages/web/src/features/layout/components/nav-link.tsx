import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledNavLink = styled(Link)<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

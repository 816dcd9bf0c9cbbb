import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../features/layout/components/logo';

const StyledScreen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => `linear-gradient(160deg, ${theme.colors.primarySoft}, ${theme.colors.background})`};
`;

const StyledPanel = styled.main`
  width: 100%;
  max-width: 440px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

interface AuthShellProps {
  title: string;
  description: string;
  children?: ReactNode;
  links: ReadonlyArray<{ to: string; label: string }>;
}

/**
 * The standalone frame of the account pages (no shared header or footer). These pages are placeholders
 * until accounts arrive; they say so rather than showing a form that cannot work.
 */
export function AuthShell({ title, description, children, links }: AuthShellProps) {
  return (
    <StyledScreen>
      <StyledPanel>
        <Logo />
        <StyledTitle>{title}</StyledTitle>
        <StyledText>{description}</StyledText>
        {children}
        <StyledLinks aria-label="Account links">
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </StyledLinks>
      </StyledPanel>
    </StyledScreen>
  );
}

export const ACCOUNTS_SOON =
  'Investor accounts are opening soon. Meanwhile you can browse projects, use the calculator and contact our team.';

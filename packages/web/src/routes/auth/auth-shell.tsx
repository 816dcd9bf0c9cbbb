import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../features/layout/components/logo';
import { Icon } from '../../features/ui/components/icon';

const StyledScreen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => `linear-gradient(160deg, ${theme.colors.primarySoft}, ${theme.colors.background})`};
`;

const StyledPanel = styled.main`
  width: 100%;
  max-width: 460px;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledHeading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.nav`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

interface AuthShellProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** A back link above the title (the forgot-password steps lead back to /signin). */
  back?: { to: string; label: string };
  /** Lines under the form, each with its own link ("Don't have an account? <Sign up>"). */
  footer?: ReactNode;
}

/** The standalone frame of the account pages /signin, /signup and /forgot-password (no shared header or footer). */
export function AuthShell({ title, description, children, back, footer }: AuthShellProps) {
  const intl = useIntl();
  return (
    <StyledScreen>
      <StyledPanel>
        <StyledTop>
          <Logo />
          {back ? (
            <StyledBack to={back.to}>
              <Icon name="arrowLeft" size={16} />
              {back.label}
            </StyledBack>
          ) : null}
        </StyledTop>
        <StyledHeading>
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledText>{description}</StyledText> : null}
        </StyledHeading>
        {children}
        {footer ? (
          <StyledLinks aria-label={intl.formatMessage({ id: 'auth.accountLinks' })}>{footer}</StyledLinks>
        ) : null}
      </StyledPanel>
    </StyledScreen>
  );
}

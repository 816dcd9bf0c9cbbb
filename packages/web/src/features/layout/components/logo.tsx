import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { site } from '../../site/site-info';
import { LOGO_MARK_PATH } from '../logo-mark';

const StyledLogo = styled(Link)<{ $inverse?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textInverse : theme.colors.primary)};
  white-space: nowrap;
`;

const StyledMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.accent};
`;

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const intl = useIntl();
  return (
    <StyledLogo
      to="/"
      $inverse={inverse}
      aria-label={intl.formatMessage({ id: 'nav.home' }, { site: site.name })}
      translate="no"
    >
      <StyledMark aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 32 32" fill="currentColor">
          <path d={LOGO_MARK_PATH} />
        </svg>
      </StyledMark>
      {site.name}
    </StyledLogo>
  );
}

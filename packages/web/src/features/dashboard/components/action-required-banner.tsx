import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { KYC_PAGE_PATH } from '../../kyc/kyc-page-state';
import { StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';

const StyledBanner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  div {
    flex: 1;
    min-width: 16ch;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * 'Action Required' for an application waiting on the investor's KYC (investor spec §4, awaiting_kyc): the
 * payment instructions follow once the verification is approved.
 */
export function ActionRequiredBanner({ kycStatus }: { kycStatus: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rejected = kycStatus === 'rejected';
  return (
    <StyledBanner role="region" aria-label={t('dashboard.actionRequired.label')} data-testid="action-required">
      <Icon name="alert" />
      <div>
        <strong>{t('dashboard.actionRequired.title')}</strong>
        <p>{t(rejected ? 'dashboard.actionRequired.rejected' : 'dashboard.actionRequired.pending')}</p>
      </div>
      <StyledButtonLink to={KYC_PAGE_PATH} $size="sm">
        {t(rejected ? 'dashboard.actionRequired.resubmit' : 'dashboard.actionRequired.complete')}
      </StyledButtonLink>
    </StyledBanner>
  );
}

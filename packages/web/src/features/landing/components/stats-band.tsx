import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { claims } from '../../site/site-info';
import { StyledContainer } from '../../ui/components/layout-primitives';

const StyledBand = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  text-align: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

/** The hard-coded marketing claims of the investor spec §1; the cedi figure in the chosen display currency. */
export function StatsBand() {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const stats = [
    { value: intl.formatMessage({ id: 'stats.atLeast' }, { count: claims.investorCount }), label: 'stats.investors' },
    {
      value: intl.formatMessage({ id: 'stats.atLeast' }, { count: claims.completedProjectCount }),
      label: 'stats.completedProjects',
    },
    { value: intl.formatNumber(claims.successRatio, { style: 'percent' }), label: 'stats.successRate' },
    { value: formatPrice(claims.averageProfitCedis, 'GHS', { wholeUnits: true }), label: 'stats.averageProfit' },
  ];
  return (
    <StyledBand aria-label={intl.formatMessage({ id: 'stats.label' })}>
      <StyledContainer>
        <StyledStats>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>
                <FormattedMessage id={stat.label} />
              </dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </StyledStats>
      </StyledContainer>
    </StyledBand>
  );
}

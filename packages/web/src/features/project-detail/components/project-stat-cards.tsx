import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProjectPageQuery } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { Icon, type IconName } from '../../ui/components/icon';
import { projectTypeLabel } from '../../projects/project-filters';
import { minInvestmentRange, profitRangeText, rangeText } from '../project-figures';
import { StyledIconTile } from '../../ui/components/data-display';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledStat = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
`;

const StyledLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledValue = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledCaption = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Stat({ icon, label, value, caption }: { icon: IconName; label: string; value: string; caption?: string }) {
  return (
    <StyledStat>
      <StyledIconTile>
        <Icon name={icon} size={20} />
      </StyledIconTile>
      <div>
        <StyledLabel>{label}</StyledLabel>
        <StyledValue>{value}</StyledValue>
        {caption ? <StyledCaption>{caption}</StyledCaption> : null}
      </div>
    </StyledStat>
  );
}

/** The six stat cards of the project page (investor spec §2 and §9). */
export function ProjectStatCards({ project }: { project: ProjectPageQuery['project'] }) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `project.stats.${id}` });
  const minRange = minInvestmentRange(project);
  const minText = rangeText(intl, minRange.min, minRange.max, (v) => formatPrice(v));
  const months = intl.formatMessage({ id: 'projects.months' }, { months: project.timeline });
  // The admin's own wording ('24-30 months') is data; the months figure follows it when it says something else.
  const englishMonths = `${project.timeline} months`;

  return (
    <StyledGrid data-testid="project-stat-cards">
      <Stat
        icon="trendingUp"
        label={t('profitRange')}
        value={profitRangeText(project, intl)}
        caption={t('expectedOnSale')}
      />
      <Stat
        icon="clock"
        label={t('timeline')}
        value={
          project.constructionTimeline && project.constructionTimeline !== englishMonths
            ? project.constructionTimeline
            : months
        }
        caption={project.constructionTimeline && project.constructionTimeline !== englishMonths ? months : undefined}
      />
      <Stat
        icon="home"
        label={t('listingPrice')}
        value={formatPrice(project.developerListingPrice)}
        caption={t('totalValue')}
      />
      <Stat icon="calculator" label={t('minRange')} value={minText} caption={t('perUnit')} />
      <Stat icon="building" label={t('developer')} value={project.developerName} />
      <Stat icon="file" label={t('type')} value={projectTypeLabel(project.projectType, intl)} />
    </StyledGrid>
  );
}

import styled from 'styled-components';
import type { ProjectPageQuery } from '../../../graphql/generated';
import { compare } from '../../../lib/decimal';
import { useCurrency } from '../../currency/hooks/use-currency';
import { Icon, type IconName } from '../../ui/components/icon';
import { projectTypeLabel } from '../../projects/project-filters';
import { minInvestmentRange, profitRangeText } from '../project-figures';
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
  const minRange = minInvestmentRange(project);
  const minText =
    compare(minRange.min, minRange.max) === 0
      ? formatPrice(minRange.min)
      : `${formatPrice(minRange.min)} - ${formatPrice(minRange.max)}`;

  return (
    <StyledGrid data-testid="project-stat-cards">
      <Stat icon="trendingUp" label="Profit Range" value={profitRangeText(project)} caption="Expected on sale" />
      <Stat
        icon="clock"
        label="Construction Timeline"
        value={project.constructionTimeline || `${project.timeline} months`}
        caption={
          project.constructionTimeline && project.constructionTimeline !== `${project.timeline} months`
            ? `${project.timeline} months`
            : undefined
        }
      />
      <Stat
        icon="home"
        label="Developer Listing Price"
        value={formatPrice(project.developerListingPrice)}
        caption="Total project value"
      />
      <Stat icon="calculator" label="Min Investment Range" value={minText} caption="Per unit" />
      <Stat icon="building" label="Developer" value={project.developerName} />
      <Stat icon="file" label="Project Type" value={projectTypeLabel(project.projectType)} />
    </StyledGrid>
  );
}

import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectCard_ProjectFragment } from '../../../graphql/generated';
import { compare, isZero } from '../../../lib/decimal';
import { formatPercentIn } from '../percent';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { projectTypeLabel } from '../project-filters';
import { projectStatusBadge, projectStatusTone } from '../project-status';
import { ProjectImage } from './project-image';
import { ProjectLocation } from './project-location';
import { StyledFactList } from '../../ui/components/data-display';
import { ContentText } from '../../content-translations/components/content-text';

// The dialog (and its form libraries) loads the first time someone opens it.
const ExpressInterestDialog = lazy(() => import('./express-interest-dialog'));

export const StyledProjectCard = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  transition: box-shadow 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  flex: 1;
`;

const StyledLocation = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a {
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

/** Profit shown on a card: the project's range when it has one, else its expected profit. */
function profitText(project: ProjectCard_ProjectFragment, intl: IntlShape): string {
  const { profitRangeMin: min, profitRangeMax: max } = project;
  const percent = (value: string) => formatPercentIn(intl, value);
  if (!isZero(max))
    return compare(min, max) === 0
      ? percent(max)
      : intl.formatMessage({ id: 'projects.range' }, { min: percent(min), max: percent(max) });
  return percent(project.expectedProfit);
}

interface ProjectCardProps {
  project: ProjectCard_ProjectFragment;
  /** h2 where the cards come right under the page's h1 (/projects), h3 under a section's h2 (landing). */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list that opens the page: its picture is the largest thing on arrival. */
  priority?: boolean;
}

export function ProjectCard({ project, headingLevel = 'h3', priority = false }: ProjectCardProps) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const [interestOpen, setInterestOpen] = useState(false);
  const href = `/projects/${project.id}`;

  return (
    <StyledProjectCard data-testid="project-card">
      <ProjectImage src={project.imageUrl} alt={project.title} priority={priority}>
        <StyledBadge $tone={projectStatusTone(project.status)}>{projectStatusBadge(project, intl)}</StyledBadge>
        <StyledBadge>{projectTypeLabel(project.projectType, intl)}</StyledBadge>
      </ProjectImage>
      <StyledCardBody>
        <StyledLocation>
          <Icon name="mapPin" size={14} />
          <ProjectLocation location={project.location} country={project.country} />
        </StyledLocation>
        <StyledTitle as={headingLevel}>
          <Link to={href}>
            <ContentText text={project.title} />
          </Link>
        </StyledTitle>
        <StyledDescription>
          <ContentText text={project.description} />
        </StyledDescription>
        <StyledFactList>
          <div>
            <dt>
              <FormattedMessage id="projects.card.expectedProfit" />
            </dt>
            <dd>{profitText(project, intl)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="projects.card.minInvestment" />
            </dt>
            <dd>{formatPrice(project.minInvestment)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="projects.card.unitsAvailable" />
            </dt>
            <dd>
              <FormattedMessage
                id="projects.card.unitsOf"
                values={{ available: project.availableUnits, total: project.totalUnits }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="projects.card.timeline" />
            </dt>
            <dd>
              <FormattedMessage id="projects.months" values={{ months: project.timeline }} />
            </dd>
          </div>
        </StyledFactList>
        <StyledActions>
          <StyledButtonLink to={href} $variant="outline" $size="sm">
            <FormattedMessage id="projects.card.viewDetails" />
          </StyledButtonLink>
          <StyledButton $size="sm" onClick={() => setInterestOpen(true)}>
            <FormattedMessage id="projects.card.expressInterest" />
          </StyledButton>
        </StyledActions>
      </StyledCardBody>
      {interestOpen ? (
        <Suspense fallback={null}>
          <ExpressInterestDialog open onClose={() => setInterestOpen(false)} project={project} />
        </Suspense>
      ) : null}
    </StyledProjectCard>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminCatalogProject_ProjectFragment } from '../../../graphql/generated';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { projectStatusLabel, projectTypeLabel } from '../project-form';

const StyledProject = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    flex: 1;
    min-inline-size: 12ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// The project's picture as the catalog shows it, small: the admin sees which image a project has.
const StyledImage = styled.img`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledDescription = styled(StyledMuted)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface AdminProjectCardProps {
  project: AdminCatalogProject_ProjectFragment;
  onUnits: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One project in the Projects tab (accounts spec §2): title, location, description, status, type and the
 * investment it needs (the sum of its units' totalInvestmentNeeded), with what is funded so far, and its picture;
 * View, Units, Edit and Delete.
 */
export function AdminProjectCard({ project, onUnits, onEdit, onDelete }: AdminProjectCardProps) {
  const intl = useIntl();
  const title = { title: project.title };
  return (
    <StyledProject as="article" aria-label={project.title} data-testid="admin-project">
      {project.imageUrl ? (
        <StyledImage src={project.imageUrl} alt="" loading="lazy" data-testid="admin-project-image" />
      ) : null}
      <StyledHead>
        <h3>{project.title}</h3>
        <StyledBadge $tone="info">{projectStatusLabel(intl, project.status)}</StyledBadge>
        <StyledBadge>{projectTypeLabel(intl, project.projectType)}</StyledBadge>
      </StyledHead>
      <StyledMuted>{project.location}</StyledMuted>
      <StyledDescription>{project.description}</StyledDescription>
      <StyledFactList>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.project.investment" />
          </dt>
          <dd data-testid="project-investment">{formatUsd(project.totalInvestmentNeeded, intl.locale)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.project.funded" />
          </dt>
          <dd data-testid="project-funded">{formatUsd(project.currentFunding, intl.locale)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.project.units" />
          </dt>
          <dd data-testid="project-units">
            <FormattedMessage
              id="adminCatalog.project.unitsAvailable"
              values={{ available: project.availableUnits, total: project.totalUnits }}
            />
          </dd>
        </div>
      </StyledFactList>
      <StyledActions>
        <StyledButtonLink
          to={`/projects/${project.id}`}
          $variant="outline"
          aria-label={intl.formatMessage({ id: 'adminCatalog.project.viewLabel' }, title)}
        >
          <FormattedMessage id="adminCatalog.project.view" />
        </StyledButtonLink>
        <StyledButton
          $variant="outline"
          onClick={onUnits}
          aria-label={intl.formatMessage({ id: 'adminCatalog.project.unitsLabel' }, title)}
        >
          <FormattedMessage id="adminCatalog.project.units" />
        </StyledButton>
        <StyledButton
          $variant="outline"
          onClick={onEdit}
          aria-label={intl.formatMessage({ id: 'adminCatalog.project.editLabel' }, title)}
        >
          <FormattedMessage id="adminCatalog.edit" />
        </StyledButton>
        <StyledButton
          $variant="danger"
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'adminCatalog.project.deleteLabel' }, title)}
        >
          <FormattedMessage id="adminCatalog.delete" />
        </StyledButton>
      </StyledActions>
    </StyledProject>
  );
}

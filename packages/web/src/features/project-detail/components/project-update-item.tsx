import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProjectUpdateItem_UpdateFragment } from '../../../graphql/generated';
import { relativeTimeParts } from '../../../lib/relative-time';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { ProgressBar } from '../../ui/components/progress-bar';
import { ContentText } from '../../content-translations/components/content-text';

const TONES: Record<string, BadgeTone> = {
  progress: 'info',
  milestone: 'accent',
  completion: 'success',
  alert: 'danger',
};

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledImage = styled.img`
  border-radius: ${({ theme }) => theme.radii.md};
  max-height: 240px;
  object-fit: cover;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

interface AdminActions {
  onEdit: () => void;
  onDelete: () => void;
}

/** One update; with `adminActions` (admins only) it offers Edit and Delete. */
export function ProjectUpdateItem({
  update,
  adminActions,
}: {
  update: ProjectUpdateItem_UpdateFragment;
  adminActions?: AdminActions;
}) {
  const intl = useIntl();
  const age = relativeTimeParts(update.createdAt);
  const title = { title: update.title };
  return (
    <StyledItem>
      <StyledHead>
        <StyledTitle>
          <ContentText text={update.title} />
        </StyledTitle>
        <StyledBadge $tone={TONES[update.updateType] ?? 'neutral'}>
          <FormattedMessage id="project.updates.type" values={{ type: update.updateType }} />
        </StyledBadge>
      </StyledHead>
      <StyledMeta>
        <time
          dateTime={update.createdAt}
          title={intl.formatDate(update.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        >
          {age ? <FormattedMessage id="project.updates.ago" values={{ ...age }} /> : null}
        </time>
      </StyledMeta>
      <StyledText>
        <ContentText text={update.description} />
      </StyledText>
      <StyledMeta>
        <FormattedMessage id="project.updates.progress" values={{ share: update.progressPercentage / 100 }} />
      </StyledMeta>
      <ProgressBar
        value={update.progressPercentage}
        label={intl.formatMessage(
          { id: 'project.updates.progressLabel' },
          { title: update.title, share: update.progressPercentage / 100 },
        )}
      />
      {update.imageUrl ? <StyledImage src={update.imageUrl} alt={update.title} loading="lazy" /> : null}
      {adminActions ? (
        <StyledActions>
          <StyledButton
            type="button"
            $variant="outline"
            $size="sm"
            onClick={adminActions.onEdit}
            aria-label={intl.formatMessage({ id: 'project.updates.editLabel' }, title)}
          >
            <FormattedMessage id="project.updates.edit" />
          </StyledButton>
          <StyledButton
            type="button"
            $variant="ghost"
            $size="sm"
            onClick={adminActions.onDelete}
            aria-label={intl.formatMessage({ id: 'project.updates.deleteLabel' }, title)}
          >
            <FormattedMessage id="project.updates.delete" />
          </StyledButton>
        </StyledActions>
      ) : null}
    </StyledItem>
  );
}

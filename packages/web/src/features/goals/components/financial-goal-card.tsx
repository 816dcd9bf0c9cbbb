import { useIntl } from 'react-intl';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FinancialGoalCard_GoalFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';
import { ProgressBar } from '../../ui/components/progress-bar';
import { formatGoalDate, isGoalOverdue, progressFraction, progressValue } from '../goal-schema';

const StyledGoalCard = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledBadges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledAchieved = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFigures = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

interface FinancialGoalCardProps {
  goal: FinancialGoalCard_GoalFragment;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}

/** One goal: its type, progress (capped at 100%), saved and target amounts in the chosen currency, and its date. */
export function FinancialGoalCard({ goal, now, onEdit, onDelete }: FinancialGoalCardProps) {
  const { formatPrice } = useCurrency();
  const titleId = useId();
  const overdue = isGoalOverdue(goal, now);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const strong = (text: ReactNode[]) => <strong>{text}</strong>;
  return (
    <StyledGoalCard as="article" aria-labelledby={titleId} data-testid="financial-goal">
      <StyledHead>
        <div>
          <StyledName id={titleId}>{goal.goalName}</StyledName>
          <StyledBadges>
            <StyledBadge $tone="info">{t('dashboard.goals.type', { type: goal.goalType })}</StyledBadge>
            {overdue ? <StyledBadge $tone="warning">{t('dashboard.goals.overdue')}</StyledBadge> : null}
          </StyledBadges>
        </div>
        <StyledBadge $tone={goal.isCompleted ? 'success' : 'neutral'}>
          {intl.formatNumber(progressFraction(goal), { style: 'percent', maximumFractionDigits: 1 })}
        </StyledBadge>
      </StyledHead>
      {goal.isCompleted ? (
        <StyledAchieved role="status">
          <Icon name="check" />
          {t('dashboard.goals.achieved')}
        </StyledAchieved>
      ) : null}
      <ProgressBar value={progressValue(goal)} label={t('dashboard.goals.progressLabel', { name: goal.goalName })} />
      <StyledFigures>
        <span>
          {intl.formatMessage(
            { id: 'dashboard.goals.saved' },
            { saved: formatPrice(goal.currentAmount), target: formatPrice(goal.targetAmount), strong },
          )}
        </span>
        {goal.isCompleted ? null : (
          <span>{t('dashboard.goals.toGo', { amount: formatPrice(goal.remainingAmount) })}</span>
        )}
      </StyledFigures>
      <StyledFigures>
        <span>
          {intl.formatMessage(
            { id: 'dashboard.goals.targetDate' },
            { date: formatGoalDate(goal.targetDate, intl.locale), strong },
          )}
        </span>
      </StyledFigures>
      {goal.description ? <StyledDescription>{goal.description}</StyledDescription> : null}
      <StyledActions>
        <StyledButton
          type="button"
          $variant="outline"
          $size="sm"
          onClick={onEdit}
          aria-label={t('dashboard.goals.editLabel', { name: goal.goalName })}
        >
          {t('dashboard.goals.edit')}
        </StyledButton>
        <StyledButton
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={onDelete}
          aria-label={t('dashboard.goals.deleteLabel', { name: goal.goalName })}
        >
          {t('dashboard.goals.delete')}
        </StyledButton>
      </StyledActions>
    </StyledGoalCard>
  );
}

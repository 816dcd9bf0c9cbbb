import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FinancialGoalCard_GoalFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { useGoalMutations } from '../hooks/use-goal-mutations';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Asks before a goal is deleted: deleting cannot be undone. */
export default function DeleteGoalDialog({
  goal,
  onClose,
}: {
  goal: Pick<FinancialGoalCard_GoalFragment, 'id' | 'goalName'>;
  onClose: () => void;
}) {
  const toast = useToast();
  const { remove, deleting } = useGoalMutations();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const onDelete = async () => {
    try {
      await remove(goal.id);
      toast({
        title: t('dashboard.goals.toast.deleted.title'),
        description: t('dashboard.goals.toast.deleted.description'),
        variant: 'success',
      });
      onClose();
    } catch {
      toast({
        title: t('dashboard.goals.toast.deleteFailed.title'),
        description: t('dashboard.goals.toast.deleteFailed.description'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dashboard.goals.deleteDialog.title')}
      description={t('dashboard.goals.deleteDialog.description', { name: goal.goalName })}
    >
      <StyledActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          {t('dashboard.goals.cancel')}
        </StyledButton>
        <StyledButton type="button" $variant="danger" disabled={deleting} onClick={() => void onDelete()}>
          {deleting ? t('dashboard.goals.deleteDialog.deleting') : t('dashboard.goals.deleteDialog.confirm')}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

import styled from 'styled-components';
import type { FinancialGoalCard_GoalFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { GOAL_TOASTS } from '../goal-schema';
import { useGoalMutations } from '../hooks/use-goal-mutations';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Asks before a goal is deleted: deleting cannot be undone. */
export function DeleteGoalDialog({
  goal,
  onClose,
}: {
  goal: Pick<FinancialGoalCard_GoalFragment, 'id' | 'goalName'>;
  onClose: () => void;
}) {
  const toast = useToast();
  const { remove, deleting } = useGoalMutations();
  const onDelete = async () => {
    try {
      await remove(goal.id);
      toast({ ...GOAL_TOASTS.deleted, variant: 'success' });
      onClose();
    } catch {
      toast({ ...GOAL_TOASTS.deleteFailed, variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete this goal?"
      description={`“${goal.goalName}” and its progress will be removed. This cannot be undone.`}
    >
      <StyledActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton type="button" $variant="danger" disabled={deleting} onClick={() => void onDelete()}>
          {deleting ? 'Deleting…' : 'Delete Goal'}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

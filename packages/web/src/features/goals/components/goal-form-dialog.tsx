import type { DocumentNode } from 'graphql';
import styled from 'styled-components';
import type { FinancialGoalCard_GoalFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import {
  EMPTY_GOAL,
  GOAL_DESCRIPTION_MAX,
  GOAL_NAME_MAX,
  GOAL_TOASTS,
  GOAL_TYPE_OPTIONS,
  goalFormValues,
  goalInputOf,
  goalSchema,
  type GoalFormValues,
} from '../goal-schema';
import { useGoalMutations } from '../hooks/use-goal-mutations';

const StyledTwoColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface GoalFormDialogProps {
  onClose: () => void;
  /** The goal to edit; none to create one. */
  goal?: FinancialGoalCard_GoalFragment;
  /** The query listing the goals on this page, asked again after saving (myFinancialGoals by default). */
  listQuery?: DocumentNode;
}

/**
 * Create or edit a financial goal (investor spec §2 dashboard, §5 form, §8 toasts). Amounts are entered in US
 * dollars; the server's field messages appear under the fields. Its own chunk: loaded when first opened.
 */
export default function GoalFormDialog({ onClose, goal, listQuery }: GoalFormDialogProps) {
  const toast = useToast();
  const { create, update, saving } = useGoalMutations(listQuery);
  const editing = goal !== undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit Financial Goal' : 'Create Financial Goal'}
      description={editing ? goal.goalName : 'Set a savings target and track your progress towards it.'}
    >
      <AppForm<GoalFormValues>
        initialValues={editing ? goalFormValues(goal) : EMPTY_GOAL}
        schema={goalSchema}
        aria-label={editing ? 'Edit financial goal' : 'Create financial goal'}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            if (editing) await update(goal.id, goalInputOf(values));
            else await create(goalInputOf(values));
            toast({ ...(editing ? GOAL_TOASTS.updated : GOAL_TOASTS.created), variant: 'success' });
            onClose();
          } catch (failure) {
            const { fields } = readApiFailure(failure);
            setServerFieldErrors(helpers, fields, values);
            toast({ ...(editing ? GOAL_TOASTS.updateFailed : GOAL_TOASTS.createFailed), variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="goalName" label="Goal Name" required maxLength={GOAL_NAME_MAX} autoFocus />
            <SelectField name="goalType" label="Goal Type" required options={GOAL_TYPE_OPTIONS} />
            <StyledTwoColumns>
              <TextField
                name="targetAmount"
                label="Target Amount (USD)"
                inputMode="decimal"
                autoComplete="off"
                required
              />
              <TextField
                name="currentAmount"
                label="Current Amount (USD)"
                inputMode="decimal"
                autoComplete="off"
                required
              />
            </StyledTwoColumns>
            <TextField name="targetDate" label="Target Date" type="date" required />
            <TextField name="description" label="Description (optional)" multiline maxLength={GOAL_DESCRIPTION_MAX} />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving}>
                {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Create Goal'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}

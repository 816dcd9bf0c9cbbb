import { useIntl } from 'react-intl';
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
  GOAL_TYPES,
  type GoalToast,
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toastOf = (name: GoalToast) => ({
    title: t(`dashboard.goals.toast.${name}.title`),
    description: t(`dashboard.goals.toast.${name}.description`),
  });
  const typeOptions = GOAL_TYPES.map((type) => ({ value: type, label: t('dashboard.goals.type', { type }) }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(editing ? 'dashboard.goals.form.editTitle' : 'dashboard.goals.form.createTitle')}
      description={editing ? goal.goalName : t('dashboard.goals.form.createDescription')}
    >
      <AppForm<GoalFormValues>
        initialValues={editing ? goalFormValues(goal) : EMPTY_GOAL}
        schema={goalSchema}
        aria-label={t(editing ? 'dashboard.goals.form.editLabel' : 'dashboard.goals.form.createLabel')}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            if (editing) await update(goal.id, goalInputOf(values));
            else await create(goalInputOf(values));
            toast({ ...toastOf(editing ? 'updated' : 'created'), variant: 'success' });
            onClose();
          } catch (failure) {
            const { fields } = readApiFailure(failure);
            setServerFieldErrors(helpers, fields, values);
            toast({ ...toastOf(editing ? 'updateFailed' : 'createFailed'), variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="goalName"
              label={t('dashboard.goals.form.name')}
              required
              maxLength={GOAL_NAME_MAX}
              autoFocus
            />
            <SelectField name="goalType" label={t('dashboard.goals.form.type')} required options={typeOptions} />
            <StyledTwoColumns>
              <TextField
                name="targetAmount"
                label={t('dashboard.goals.form.targetAmount')}
                inputMode="decimal"
                autoComplete="off"
                required
              />
              <TextField
                name="currentAmount"
                label={t('dashboard.goals.form.currentAmount')}
                inputMode="decimal"
                autoComplete="off"
                required
              />
            </StyledTwoColumns>
            <TextField name="targetDate" label={t('dashboard.goals.form.targetDate')} type="date" required />
            <TextField
              name="description"
              label={t('dashboard.goals.form.description')}
              multiline
              maxLength={GOAL_DESCRIPTION_MAX}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                {t('dashboard.goals.cancel')}
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || saving}>
                {isSubmitting
                  ? t('dashboard.goals.form.saving')
                  : t(editing ? 'dashboard.goals.form.save' : 'dashboard.goals.form.create')}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}

import { useIntl } from 'react-intl';
import type { DocumentNode } from 'graphql';
import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import type { FinancialGoalCard_GoalFragment } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledGrid, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useFinancialGoals } from '../hooks/use-financial-goals';
import { FinancialGoalCard } from './financial-goal-card';

// The form (formik, yup, the fields) loads when a dialog first opens.
const GoalFormDialog = lazy(() => import('./goal-form-dialog'));
// Loaded when first opened, like the form: the dashboard's first visit does without it.
const DeleteGoalDialog = lazy(() => import('./delete-goal-dialog'));

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Goals the page has already asked for in its own query (the dashboard's myDashboard). */
export interface GoalsSource {
  goals: readonly FinancialGoalCard_GoalFragment[] | null;
  loading: boolean;
  refetch: () => Promise<unknown>;
  /** That query: asked again after a goal is created or edited, so the list keeps the server's order. */
  listQuery: DocumentNode;
}

type Editing = { kind: 'create' } | { kind: 'edit'; goal: FinancialGoalCard_GoalFragment } | null;

/**
 * The dashboard's Financial Goals (investor spec §2): the investor's goals with their progress, 'Goal Achieved!'
 * at 100%, create and edit in a dialog, delete after a confirmation; loading, empty and error states. The goals
 * come from `source` when the page has them, otherwise from myFinancialGoals.
 */
export function FinancialGoalsSection({ source }: { source?: GoalsSource }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const own = useFinancialGoals(source !== undefined);
  const { goals, loading, refetch } = source ?? own;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FinancialGoalCard_GoalFragment | null>(null);
  // Today, for the 'Target date passed' badges: read once, when the section mounts.
  const [now] = useState(() => new Date());

  const openCreate = () => setEditing({ kind: 'create' });

  let body;
  if (!goals && loading) {
    body = (
      <StyledGrid $min="280px" aria-busy="true">
        <StyledSkeleton $height="220px" />
        <StyledSkeleton $height="220px" />
      </StyledGrid>
    );
  } else if (!goals) {
    body = (
      <StatePanel
        tone="danger"
        title={t('dashboard.goals.loadFailed.title')}
        message={t('dashboard.goals.loadFailed.message')}
        actions={
          <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {t('dashboard.tryAgain')}
          </StyledButton>
        }
      />
    );
  } else if (goals.length === 0) {
    body = (
      <StatePanel
        icon="star"
        title={t('dashboard.goals.empty.title')}
        message={t('dashboard.goals.empty.message')}
        actions={<StyledButton onClick={openCreate}>{t('dashboard.goals.empty.create')}</StyledButton>}
      />
    );
  } else {
    body = (
      <StyledGrid $min="280px">
        {goals.map((goal) => (
          <FinancialGoalCard
            key={goal.id}
            goal={goal}
            now={now}
            onEdit={() => setEditing({ kind: 'edit', goal })}
            onDelete={() => setDeleting(goal)}
          />
        ))}
      </StyledGrid>
    );
  }

  return (
    <StyledStack as="section" $gap="lg" aria-labelledby={titleId} data-testid="financial-goals">
      <StyledHead>
        <StyledTitle id={titleId}>{t('dashboard.goals.title')}</StyledTitle>
        {goals && goals.length > 0 ? (
          <StyledButton onClick={openCreate}>{t('dashboard.goals.add')}</StyledButton>
        ) : null}
      </StyledHead>
      {body}
      {editing ? (
        <Suspense fallback={null}>
          <GoalFormDialog
            key={editing.kind === 'edit' ? editing.goal.id : 'new'}
            goal={editing.kind === 'edit' ? editing.goal : undefined}
            listQuery={source?.listQuery}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </StyledStack>
  );
}

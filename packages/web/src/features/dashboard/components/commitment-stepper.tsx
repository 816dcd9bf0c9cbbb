import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { CommitmentStepState, DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';

const StyledSteps = styled.ol<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: ${({ $compact }) => ($compact ? '8.5rem' : '0')};
`;

const StyledStep = styled.li<{ $state: CommitmentStepState }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  /* The line joining a step to the one before it. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 7px;
    right: 50%;
    width: 100%;
    height: 2px;
    background: ${({ theme, $state }) =>
      $state === 'done' || $state === 'current' ? theme.colors.primary : theme.colors.border};
  }
`;

const dotStyles: Record<CommitmentStepState, ReturnType<typeof css>> = {
  done: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  current: css`
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  `,
  upcoming: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  `,
  skipped: css`
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    border-style: dashed;
  `,
};

const StyledDot = styled.span<{ $state: CommitmentStepState }>`
  position: relative;
  z-index: 1;
  width: 16px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid;
  ${({ $state }) => dotStyles[$state]}
`;

/** Under each dot on wider screens; on a phone the line above the stepper names the current step instead. */
const StyledLabel = styled.span<{ $state: CommitmentStepState; $compact: boolean }>`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${({ theme, $state, $compact }) =>
    $compact
      ? ''
      : css`
          ${theme.media.sm} {
            position: static;
            width: auto;
            height: auto;
            overflow: visible;
            clip: auto;
            white-space: normal;
            text-align: center;
            font-size: ${theme.fontSizes.xs};
            color: ${$state === 'current' ? theme.colors.text : theme.colors.textMuted};
            font-weight: ${$state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular};
            text-decoration: ${$state === 'skipped' ? 'line-through' : 'none'};
          }
        `}
`;

type Commitment = Pick<DashboardCommitment_CommitmentFragment, 'steps' | 'stageLabel' | 'progress' | 'projectTitle'>;

/**
 * A commitment's stage from interest to paid out (issue 19): one dot per step, done, current, still ahead or
 * skipped (a direct investment has no review). `compact`: dots only, for a row of a table.
 */
export function CommitmentStepper({ commitment, compact = false }: { commitment: Commitment; compact?: boolean }) {
  const intl = useIntl();
  return (
    <StyledSteps
      $compact={compact}
      aria-label={intl.formatMessage(
        { id: 'dashboard.stepper.label' },
        { project: commitment.projectTitle, stage: commitment.stageLabel, percent: commitment.progress / 100 },
      )}
      data-testid="commitment-stepper"
    >
      {commitment.steps.map((step) => (
        <StyledStep
          key={step.stage}
          $state={step.state}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <StyledDot $state={step.state} aria-hidden="true" />
          <StyledLabel $state={step.state} $compact={compact}>
            {step.label}
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'dashboard.stepper.state' }, { state: step.state })}
            </span>
          </StyledLabel>
        </StyledStep>
      ))}
    </StyledSteps>
  );
}

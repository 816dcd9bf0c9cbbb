import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';

const StyledSteps = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledStep = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledDot = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.primary)};
  background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $state }) => ($state === 'done' ? theme.colors.textInverse : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Titles are hidden on phones (six would not fit); the step heading below still names the current one.
const StyledStepTitle = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The steps with the current one marked (`aria-current="step"`), the finished ones ticked. */
export function KycStepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  const intl = useIntl();
  return (
    <StyledSteps aria-label={intl.formatMessage({ id: 'kyc.wizard.steps' })} $count={titles.length}>
      {titles.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <StyledStep key={title} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledDot $state={state} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={16} /> : index + 1}
            </StyledDot>
            <StyledStepTitle aria-hidden="true">{title}</StyledStepTitle>
            <StyledVisuallyHidden>
              {intl.formatMessage(
                { id: 'kyc.wizard.stepSpoken' },
                { number: index + 1, title, done: state === 'done' ? 'yes' : 'no' },
              )}
            </StyledVisuallyHidden>
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}

import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { percentOf } from '../../../lib/decimal';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import {
  CALCULATOR_DEFAULTS,
  toCalculatorInput,
  useInvestmentProjection,
  type CalculatorInputs,
} from '../hooks/use-investment-projection';

/** Investor spec §9: defaults 10000 / 16 / 24; rates 12, 16, 20; timelines 18, 24, 36, 48 months. */
/** Labelled by `landing.calculator.rate` (a select on the profile, the rate as a percent). */
const RATE_OPTIONS = [
  { value: '12', profile: 'conservative' },
  { value: '16', profile: 'moderate' },
  { value: '20', profile: 'aggressive' },
] as const;
const TIMELINE_OPTIONS = ['18', '24', '36', '48'] as const;

const AMOUNT_DEBOUNCE_MS = 350;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  }
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  select {
    width: 100%;
  }
`;

const StyledResults = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const StyledFigures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: break-word;
  }
`;

const StyledMilestones = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledBar = styled.div<{ $width: number }>`
  position: relative;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: ${({ $width }) => $width}%;
    background: ${({ theme }) => theme.colors.accent};
    opacity: 0.55;
  }
  span {
    position: relative;
    padding: 0 ${({ theme }) => theme.space.sm};
    line-height: 28px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

const StyledSubtitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export function InvestmentCalculator() {
  const { formatPrice, currency } = useCurrency();
  const intl = useIntl();
  const ids = { amount: useId(), rate: useId(), timeline: useId() };
  const [amountText, setAmountText] = useState(CALCULATOR_DEFAULTS.amount);
  const [inputs, setInputs] = useState<CalculatorInputs>(CALCULATOR_DEFAULTS);

  // The amount settles before the server is asked; the selects apply at once.
  useEffect(() => {
    // The same amount keeps the same inputs: no redraw (and no query) when the mount's timer fires.
    const timer = window.setTimeout(
      () => setInputs((i) => (i.amount === amountText ? i : { ...i, amount: amountText })),
      AMOUNT_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [amountText]);

  const { ready, projection, loading, error } = useInvestmentProjection(inputs);
  const amountValid = amountText.trim() === '' || toCalculatorInput({ ...inputs, amount: amountText }) !== null;

  return (
    <StyledCard data-testid="investment-calculator">
      <StyledLayout>
        <StyledFields>
          <div>
            <StyledLabel htmlFor={ids.amount}>
              <FormattedMessage id="landing.calculator.amount" />
            </StyledLabel>
            <StyledInput
              id={ids.amount}
              type="number"
              inputMode="decimal"
              min={1}
              step={100}
              value={amountText}
              aria-invalid={!amountValid || undefined}
              onChange={(event) => setAmountText(event.target.value)}
            />
            {currency.code !== 'USD' && amountValid && amountText.trim() ? (
              <StyledMuted>
                <FormattedMessage id="landing.calculator.about" values={{ amount: formatPrice(amountText.trim()) }} />
              </StyledMuted>
            ) : null}
            {!amountValid ? (
              <StyledMuted role="alert">
                <FormattedMessage id="landing.calculator.amountInvalid" />
              </StyledMuted>
            ) : null}
          </div>
          <div>
            <StyledLabel htmlFor={ids.rate}>
              <FormattedMessage id="landing.calculator.rateLabel" />
            </StyledLabel>
            <StyledSelect
              id={ids.rate}
              value={inputs.returnRate}
              onChange={(event) => setInputs((i) => ({ ...i, returnRate: event.target.value }))}
            >
              {RATE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {intl.formatMessage(
                    { id: 'landing.calculator.rate' },
                    { profile: option.profile, rate: Number(option.value) / 100 },
                  )}
                </option>
              ))}
            </StyledSelect>
          </div>
          <div>
            <StyledLabel htmlFor={ids.timeline}>
              <FormattedMessage id="landing.calculator.timelineLabel" />
            </StyledLabel>
            <StyledSelect
              id={ids.timeline}
              value={inputs.timeline}
              onChange={(event) => setInputs((i) => ({ ...i, timeline: event.target.value }))}
            >
              {TIMELINE_OPTIONS.map((months) => (
                <option key={months} value={months}>
                  {intl.formatMessage({ id: 'landing.calculator.months' }, { months: Number(months) })}
                </option>
              ))}
            </StyledSelect>
          </div>
          <StyledMuted>
            <FormattedMessage id="landing.calculator.disclaimer" />
          </StyledMuted>
        </StyledFields>
        <StyledResults aria-live="polite" aria-busy={loading}>
          {!ready ? (
            <StyledMuted>
              <FormattedMessage id="landing.calculator.prompt" />
            </StyledMuted>
          ) : error && !projection ? (
            <StyledMuted role="alert">
              <FormattedMessage id="landing.calculator.failed" />
            </StyledMuted>
          ) : !projection ? (
            <>
              <StyledSkeleton $height="3.5rem" />
              <StyledSkeleton $height="8rem" />
            </>
          ) : (
            <>
              <StyledFigures>
                <div>
                  <dt>
                    <FormattedMessage id="landing.calculator.initial" />
                  </dt>
                  <dd data-testid="calc-initial">{formatPrice(projection.initial)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="landing.calculator.totalReturn" />
                  </dt>
                  <dd data-testid="calc-total-return">{formatPrice(projection.totalReturn)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="landing.calculator.totalValue" />
                  </dt>
                  <dd data-testid="calc-total-value">{formatPrice(projection.totalValue)}</dd>
                </div>
              </StyledFigures>
              {projection.milestones.length > 0 ? (
                <>
                  <StyledSubtitle>
                    <FormattedMessage id="landing.calculator.milestones" />
                  </StyledSubtitle>
                  <StyledMilestones>
                    {projection.milestones.map((milestone) => (
                      <li key={milestone.months}>
                        <span>
                          <FormattedMessage id="landing.calculator.month" values={{ month: milestone.months }} />
                        </span>
                        <StyledBar $width={percentOf(milestone.value, projection.totalValue)}>
                          <span>{formatPrice(milestone.value)}</span>
                        </StyledBar>
                      </li>
                    ))}
                  </StyledMilestones>
                </>
              ) : null}
            </>
          )}
        </StyledResults>
      </StyledLayout>
    </StyledCard>
  );
}

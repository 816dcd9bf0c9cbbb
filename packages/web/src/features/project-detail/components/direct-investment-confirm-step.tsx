import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { compare } from '../../../lib/decimal';
import { isUnauthenticated, readApiFailure } from '../../../lib/api-error';
import { humaniseUnitType } from '../../../lib/humanise';
import { useCurrency } from '../../currency/hooks/use-currency';
import { useUsdAmount } from '../../currency/hooks/use-usd-amount';
import { AppForm } from '../../forms/components/app-form';
import { CheckboxField } from '../../forms/components/fields';
import { formatFieldMessage } from '../../forms/field-message';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { AmountField } from '../../investing/components/amount-field';
import {
  checkDirectAmount,
  ownershipPreview,
  PREVIEW_PROFIT_PERCENT,
  profitPreview,
  unitRemaining,
  type DirectBounds,
} from '../../investing/direct-investment-rules';
import {
  CONFIRM_RISKS_LABEL,
  directInvestmentSchema,
  EMPTY_DIRECT_INVESTMENT,
  type DirectInvestmentValues,
} from '../../investing/direct-investment-schema';
import { useCreateInvestment, type CreatedInvestment } from '../../investing/hooks/use-create-investment';
import { investingRefusalMessage, remainingFromRefusal } from '../../investing/investing-refusals';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { formatPercentIn } from '../../projects/percent';
import { useProjectPageToasts } from '../project-page-toasts';

const StyledSummary = styled(StyledFactList)`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledPreview = styled(StyledFactList)`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** The server's refusal, below the buttons: it appears after a click and moves nothing that was under it. */
const StyledRefusal = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Room kept under the amount for its longest message, at 360 px wide. */
const AMOUNT_MESSAGE_LINES = 3;
const NONE = '—';

interface ConfirmStepProps {
  project: { id: number; title: string };
  unit: UnitCard_UnitFragment;
  /** US dollars: the larger of the project's and the unit's minimum. */
  minimum: string;
  onCancel: () => void;
  onCreated: (investment: CreatedInvestment) => void;
}

/**
 * Step 1 of the direct investment (investor spec §2, §5, §9): the amount in US dollars, between the minimum and
 * what the unit has left; a preview of the ownership share (never above 100%) and of a 15% profit; the required
 * tick before 'Proceed to Payment'. Every amount in a message is written as the page writes money (the display
 * currency, the dollars beside it). Creating the investment is this step's submit; the server may still refuse
 * it (someone reserved the rest, the reservation limit, too many calls), and its refusal is said the same way.
 */
export function DirectInvestmentConfirmStep({ project, unit, minimum, onCancel, onCreated }: ConfirmStepProps) {
  const { currency, formatPrice } = useCurrency();
  const money = useUsdAmount();
  const toast = useToast();
  const toasts = useProjectPageToasts();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `project.invest.${id}` }, values);
  const { invest } = useCreateInvestment();
  // What the server last said is left (a refusal), when it is less than the page's figure.
  const [serverRemaining, setServerRemaining] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pageRemaining = unitRemaining(unit);
  const remaining =
    serverRemaining !== null && compare(serverRemaining, pageRemaining) < 0 ? serverRemaining : pageRemaining;
  const bounds: DirectBounds = useMemo(() => ({ minimum, remaining }), [minimum, remaining]);
  const schema = useMemo(
    () => directInvestmentSchema(bounds, unit.unitNumber, money),
    [bounds, unit.unitNumber, money],
  );

  return (
    <>
      <StyledSummary $gap="sm">
        <div>
          <dt>
            <FormattedMessage id="project.invest.project" />
          </dt>
          <dd>{project.title}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="project.invest.unit" />
          </dt>
          <dd>
            <FormattedMessage
              id="project.invest.unitValue"
              values={{ number: unit.unitNumber, type: humaniseUnitType(unit.unitType) }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="project.unit.price" />
          </dt>
          <dd>{formatPrice(unit.price)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="project.invest.minimum" />
          </dt>
          <dd>{formatPrice(minimum)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="project.invest.left" />
          </dt>
          <dd data-testid="unit-remaining">{formatPrice(remaining)}</dd>
        </div>
      </StyledSummary>
      <AppForm<DirectInvestmentValues>
        initialValues={EMPTY_DIRECT_INVESTMENT}
        schema={schema}
        aria-label={t('formLabel')}
        onSubmit={async (values, helpers) => {
          const check = checkDirectAmount(values.amount, bounds, unit.unitNumber, money);
          if (!check.ok) {
            if (check.message) {
              toast({ ...toasts.invalidAmount(formatFieldMessage(intl, check.message)), variant: 'destructive' });
            }
            return;
          }
          clearServerFieldErrors(helpers);
          setRefusal(null);
          try {
            onCreated(await invest({ projectId: project.id, unitId: unit.id, amount: check.amount }));
          } catch (error) {
            const failure = readApiFailure(error);
            if (isUnauthenticated(failure)) {
              toast({ ...toasts.signInToInvest, variant: 'destructive' });
              return;
            }
            const message = investingRefusalMessage(failure, money, intl, unit.unitNumber);
            const left = remainingFromRefusal(failure);
            if (left !== null) setServerRemaining(left);
            // A refusal about the amount goes under the amount; any other below the buttons.
            const aboutAmount = left !== null || failure.code === 'INVESTMENT.BELOW_MINIMUM';
            if (aboutAmount && message) setServerFieldErrors(helpers, { amount: message }, values);
            else {
              setServerFieldErrors(helpers, failure.fields, values);
              setRefusal(message ?? null);
            }
            toast({ ...toasts.investmentFailed(message), variant: 'destructive' });
          }
        }}
      >
        {({ values, isSubmitting }) => {
          const check = checkDirectAmount(values.amount, bounds, unit.unitNumber, money);
          const preview = check.ok ? profitPreview(check.amount) : null;
          // Past what is left (or nothing fits at all) is said at once; more digits cannot make it right.
          const liveError = !check.ok && (check.reason === 'above' || check.reason === 'closed') ? check.message : null;
          return (
            <>
              <AmountField
                name="amount"
                label={t('amount')}
                required
                min={minimum}
                max={remaining}
                reserveMessageLines={AMOUNT_MESSAGE_LINES}
                liveError={liveError}
                hint={
                  check.ok && currency.code !== 'USD'
                    ? t('hintConverted', {
                        about: formatPrice(check.amount),
                        min: money(minimum),
                        max: money(remaining),
                      })
                    : t('hint', { min: money(minimum), max: money(remaining) })
                }
              />
              {/* Always drawn, with dashes until the amount is right: the tick below never moves. */}
              <StyledPreview $gap="sm" aria-label={t('preview')} data-testid="investment-preview">
                <div>
                  <dt>{t('ownership', { number: unit.unitNumber })}</dt>
                  <dd>{check.ok ? formatPercentIn(intl, ownershipPreview(check.amount, unit.price), 2) : NONE}</dd>
                </div>
                <div>
                  <dt>{t('expectedProfit', { rate: Number(PREVIEW_PROFIT_PERCENT) / 100 })}</dt>
                  <dd>{preview ? formatPrice(preview.profit) : NONE}</dd>
                </div>
                <div>
                  <dt>{t('totalValue')}</dt>
                  <dd>{preview ? formatPrice(preview.total) : NONE}</dd>
                </div>
                <div>
                  <dt>{t('paymentDue')}</dt>
                  <dd>{t('withinDays', { days: 7 })}</dd>
                </div>
              </StyledPreview>
              <StyledNote>{t('profitNote', { rate: Number(PREVIEW_PROFIT_PERCENT) / 100 })}</StyledNote>
              <CheckboxField name="confirmed" label={intl.formatMessage({ id: CONFIRM_RISKS_LABEL })} />
              <StyledActions>
                <StyledButton $variant="ghost" onClick={onCancel}>
                  <FormattedMessage id="project.cancel" />
                </StyledButton>
                <StyledButton type="submit" disabled={isSubmitting || !check.ok || !values.confirmed}>
                  <FormattedMessage id={isSubmitting ? 'project.invest.submitting' : 'project.invest.proceed'} />
                </StyledButton>
              </StyledActions>
              {refusal ? (
                <StyledRefusal role="alert" data-testid="investment-refusal">
                  {refusal}
                </StyledRefusal>
              ) : null}
            </>
          );
        }}
      </AppForm>
    </>
  );
}

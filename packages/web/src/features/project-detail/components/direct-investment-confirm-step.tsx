import { useMemo } from 'react';
import styled from 'styled-components';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { isUnauthenticated, readApiFailure } from '../../../lib/api-error';
import { humaniseUnitType } from '../../../lib/humanise';
import { FALLBACK_CURRENCIES } from '../../currency/currencies';
import { formatMoney } from '../../currency/format-money';
import { useCurrency } from '../../currency/hooks/use-currency';
import { AppForm } from '../../forms/components/app-form';
import { CheckboxField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { AmountField } from '../../investing/components/amount-field';
import {
  checkDirectAmount,
  ownershipPreview,
  PREVIEW_PROFIT_PERCENT,
  profitPreview,
} from '../../investing/direct-investment-rules';
import {
  CONFIRM_RISKS_LABEL,
  directInvestmentSchema,
  EMPTY_DIRECT_INVESTMENT,
  type DirectInvestmentValues,
} from '../../investing/direct-investment-schema';
import { useCreateInvestment, type CreatedInvestment } from '../../investing/hooks/use-create-investment';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { PROJECT_PAGE_TOASTS } from '../project-page-toasts';

const USD = FALLBACK_CURRENCIES.find((c) => c.code === 'USD')!;

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

interface ConfirmStepProps {
  project: { id: number; title: string };
  unit: UnitCard_UnitFragment;
  /** US dollars: the larger of the project's and the unit's minimum. */
  minimum: string;
  onCancel: () => void;
  onCreated: (investment: CreatedInvestment) => void;
}

/**
 * Step 1 of the direct investment (investor spec §2, §5, §9): the amount in US dollars (at least the minimum),
 * a preview of the ownership share and of a 15% profit, and the required tick before 'Proceed to Payment'.
 * Creating the investment is this step's submit; the server may still refuse it (capacity, unit closed).
 */
export function DirectInvestmentConfirmStep({ project, unit, minimum, onCancel, onCreated }: ConfirmStepProps) {
  const { currency, formatPrice } = useCurrency();
  const toast = useToast();
  const { invest } = useCreateInvestment();
  const schema = useMemo(() => directInvestmentSchema(minimum), [minimum]);

  return (
    <>
      <StyledSummary $gap="sm">
        <div>
          <dt>Project</dt>
          <dd>{project.title}</dd>
        </div>
        <div>
          <dt>Unit</dt>
          <dd>
            {unit.unitNumber} · {humaniseUnitType(unit.unitType)}
          </dd>
        </div>
        <div>
          <dt>Unit Price</dt>
          <dd>{formatPrice(unit.price)}</dd>
        </div>
        <div>
          <dt>Minimum Investment</dt>
          <dd>{formatPrice(minimum)}</dd>
        </div>
      </StyledSummary>
      <AppForm<DirectInvestmentValues>
        initialValues={EMPTY_DIRECT_INVESTMENT}
        schema={schema}
        aria-label="Confirm your investment"
        onSubmit={async (values, helpers) => {
          const check = checkDirectAmount(values.amount, minimum);
          if (!check.ok) {
            if (check.message) toast({ ...PROJECT_PAGE_TOASTS.invalidAmount(check.message), variant: 'destructive' });
            return;
          }
          clearServerFieldErrors(helpers);
          try {
            onCreated(await invest({ projectId: project.id, unitId: unit.id, amount: check.amount }));
          } catch (error) {
            const failure = readApiFailure(error);
            setServerFieldErrors(helpers, failure.fields, values);
            toast({
              ...(isUnauthenticated(failure)
                ? PROJECT_PAGE_TOASTS.signInToInvest
                : PROJECT_PAGE_TOASTS.investmentFailed(failure.message)),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ values, isSubmitting }) => {
          const check = checkDirectAmount(values.amount, minimum);
          const preview = check.ok ? profitPreview(check.amount) : null;
          return (
            <>
              <AmountField
                name="amount"
                label="Investment Amount (USD)"
                required
                min={minimum}
                hint={
                  check.ok && currency.code !== 'USD'
                    ? `About ${formatPrice(check.amount)} · minimum ${formatMoney(minimum, USD)}`
                    : `Minimum ${formatMoney(minimum, USD)}`
                }
              />
              {check.ok && preview ? (
                <>
                  <StyledPreview $gap="sm" aria-label="Investment preview" data-testid="investment-preview">
                    <div>
                      <dt>Ownership of Unit {unit.unitNumber}</dt>
                      <dd>{ownershipPreview(check.amount, unit.price)}%</dd>
                    </div>
                    <div>
                      <dt>Expected Profit ({PREVIEW_PROFIT_PERCENT}%)</dt>
                      <dd>{formatPrice(preview.profit)}</dd>
                    </div>
                    <div>
                      <dt>Total Expected Value</dt>
                      <dd>{formatPrice(preview.total)}</dd>
                    </div>
                    <div>
                      <dt>Payment Due</dt>
                      <dd>Within 7 days</dd>
                    </div>
                  </StyledPreview>
                  <StyledNote>
                    The profit shown is an illustration at {PREVIEW_PROFIT_PERCENT}%; the actual profit depends on the
                    sale price when the unit is sold.
                  </StyledNote>
                </>
              ) : null}
              <CheckboxField name="confirmed" label={CONFIRM_RISKS_LABEL} />
              <StyledActions>
                <StyledButton $variant="ghost" onClick={onCancel}>
                  Cancel
                </StyledButton>
                <StyledButton type="submit" disabled={isSubmitting || !check.ok || !values.confirmed}>
                  {isSubmitting ? 'Submitting…' : 'Proceed to Payment'}
                </StyledButton>
              </StyledActions>
            </>
          );
        }}
      </AppForm>
    </>
  );
}

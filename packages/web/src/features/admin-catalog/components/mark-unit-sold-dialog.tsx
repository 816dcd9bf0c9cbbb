import { useState } from 'react';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment, UnitSalePreviewQuery } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import {
  ADMIN_INVESTING_FAILURES,
  unitFailureToast,
  unitSoldToast,
} from '../../admin-investing/admin-investing-toasts';
import {
  EMPTY_SALE,
  derivedProfit,
  markSoldSchema,
  saleOf,
  type MarkSoldFormValues,
} from '../../admin-investing/decision-schemas';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted } from '../../ui/components/layout-primitives';
import { Dialog } from '../../ui/components/dialog';
import { useUnitAdminActions } from '../hooks/use-unit-admin-actions';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 600;
  }
`;

type Preview = UnitSalePreviewQuery['unitSalePreview'];
type Sale = ReturnType<typeof saleOf>;

const isLoss = (amount: string) => amount.trim().startsWith('-');
/** '−$12,000.00' read as a loss: 'Loss' and the size, so a minus sign is never the only clue. */
const profitLabel = (amount: string) => (isLoss(amount) ? 'Loss' : 'Profit');
const profitSize = (amount: string) => formatUsd(isLoss(amount) ? amount.trim().slice(1) : amount);

/** The sale's figures, as the profit is derived from them (issue 19 item 6). */
function SaleFigures({ unitPrice, soldPrice, sellingCosts, profit }: Record<string, string>) {
  return (
    <StyledFigures aria-label="Sale figures" data-testid="sale-figures">
      <dt>Sold price</dt>
      <dd>{formatUsd(soldPrice)}</dd>
      <dt>− Unit price</dt>
      <dd>{formatUsd(unitPrice)}</dd>
      <dt>− Selling costs</dt>
      <dd>{formatUsd(sellingCosts)}</dd>
      <dt data-testid="derived-profit-label">= {profitLabel(profit)}</dt>
      <dd data-testid="derived-profit">{profitSize(profit)}</dd>
    </StyledFigures>
  );
}

/**
 * Mark as Sold (accounts spec §2, rules §3, issue 19 item 6) in two steps: the sold price and the selling
 * costs, with the profit (or loss) they give shown live as the admin types, then the server's preview of each
 * paid investor's share (the sale's own computation, largest remainder), which the admin confirms. The profit
 * is never typed: sold price − the unit's price − selling costs; a loss is shared the same way. Selling is
 * final: paid investments complete with their share, unpaid ones are cancelled.
 */
export function MarkUnitSoldDialog({ unit, onClose }: { unit: AdminUnitCard_UnitFragment; onClose: () => void }) {
  const toast = useToast();
  const { previewSale, markSold } = useUnitAdminActions();
  const [values, setValues] = useState<MarkSoldFormValues>(EMPTY_SALE);
  const [preview, setPreview] = useState<{ sale: Sale; shares: Preview } | null>(null);
  const [selling, setSelling] = useState(false);

  const confirm = async () => {
    if (!preview) return;
    setSelling(true);
    try {
      // The profit the admin saw is sent with the sale: should the unit's price have moved meanwhile, the
      // server refuses it naming both figures instead of selling on other ones.
      toast(
        unitSoldToast(await markSold(unit.id, { ...preview.sale, profitGenerated: preview.shares.profitGenerated })),
      );
      onClose();
    } catch (failure) {
      setSelling(false);
      toast(unitFailureToast(ADMIN_INVESTING_FAILURES.markSold, failure));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Mark Unit ${unit.unitNumber} as Sold`}
      description={`Listed at ${formatUsd(unit.price)}; ${formatUsd(unit.currentInvestment)} confirmed from investors. The profit is the sold price less the unit's price and the selling costs; a loss is shared the same way. Selling is final.`}
    >
      {preview ? (
        <>
          <SaleFigures
            unitPrice={preview.shares.unitPrice}
            soldPrice={preview.shares.soldPrice}
            sellingCosts={preview.shares.sellingCosts}
            profit={preview.shares.profitGenerated}
          />
          {preview.shares.shares.length > 0 ? (
            <StyledTable aria-label="Profit shares">
              <thead>
                <tr>
                  <th scope="col">Investor</th>
                  <th scope="col">Invested</th>
                  <th scope="col">{isLoss(preview.shares.profitGenerated) ? 'Loss share' : 'Profit share'}</th>
                  <th scope="col">Paid out</th>
                </tr>
              </thead>
              <tbody>
                {preview.shares.shares.map((share) => (
                  <tr key={share.investmentId} data-testid="profit-share">
                    <td>
                      {share.investorName} (#{share.investmentId})
                    </td>
                    <td>{formatUsd(share.amount)}</td>
                    <td>{formatUsd(share.profitShare)}</td>
                    <td>{formatUsd(share.currentValue)}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          ) : (
            <StyledMuted>
              No paid investments: the whole {isLoss(preview.shares.profitGenerated) ? 'loss' : 'profit'} is the
              developer&apos;s.
            </StyledMuted>
          )}
          <StyledMuted data-testid="sale-totals">
            {formatUsd(preview.shares.distributedTotal)} to investors; developer share{' '}
            {formatUsd(preview.shares.developerShare)}.
            {preview.shares.cancelledInvestments > 0
              ? ` ${preview.shares.cancelledInvestments} unpaid investment(s) will be cancelled.`
              : ''}
          </StyledMuted>
          <StyledActions>
            <StyledButton type="button" $variant="ghost" onClick={() => setPreview(null)} disabled={selling}>
              Back
            </StyledButton>
            <StyledButton type="button" $variant="danger" disabled={selling} onClick={() => void confirm()}>
              {selling ? 'Marking as sold…' : 'Confirm Sale'}
            </StyledButton>
          </StyledActions>
        </>
      ) : (
        <AppForm<MarkSoldFormValues>
          initialValues={values}
          schema={markSoldSchema}
          aria-label={`Mark unit ${unit.unitNumber} as sold`}
          onSubmit={async (submitted, helpers) => {
            clearServerFieldErrors(helpers);
            const sale = saleOf(submitted);
            try {
              const shares = await previewSale(unit.id, sale);
              setValues(submitted);
              setPreview({ sale, shares });
            } catch (failure) {
              setServerFieldErrors(helpers, readApiFailure(failure).fields, submitted);
              toast(unitFailureToast(ADMIN_INVESTING_FAILURES.markSold, failure));
            }
          }}
        >
          {({ isSubmitting, values: typed }) => {
            const profit = derivedProfit(unit.price, typed);
            return (
              <>
                <TextField
                  name="soldPrice"
                  label="Sold Price (USD)"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  autoFocus
                />
                <TextField
                  name="sellingCosts"
                  label="Selling Costs (USD)"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  hint="Agent's fee, legal fees and transfer taxes paid out of the sale; 0 if none."
                />
                <div aria-live="polite">
                  {profit !== null ? (
                    <SaleFigures
                      unitPrice={unit.price}
                      soldPrice={typed.soldPrice.trim()}
                      sellingCosts={typed.sellingCosts.trim() || '0'}
                      profit={profit}
                    />
                  ) : (
                    <StyledMuted>Enter the sold price to see the profit or loss.</StyledMuted>
                  )}
                  <StyledMuted>
                    Shared among the paid investors by their amounts (a loss too, never below zero); the unfunded part
                    is the developer&apos;s.
                  </StyledMuted>
                </div>
                <StyledActions>
                  <StyledButton type="button" $variant="ghost" onClick={onClose}>
                    Cancel
                  </StyledButton>
                  <StyledButton type="submit" disabled={isSubmitting}>
                    {isSubmitting ? 'Working out the shares…' : 'Preview Shares'}
                  </StyledButton>
                </StyledActions>
              </>
            );
          }}
        </AppForm>
      )}
    </Dialog>
  );
}

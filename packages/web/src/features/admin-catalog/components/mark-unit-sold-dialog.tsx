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
import { EMPTY_SALE, markSoldSchema, saleOf, type MarkSoldFormValues } from '../../admin-investing/decision-schemas';
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

type Preview = UnitSalePreviewQuery['unitSalePreview'];
type Sale = ReturnType<typeof saleOf>;

/**
 * Mark as Sold (accounts spec §2, rules §3) in two steps: the sold price and the profit generated, then the
 * server's preview of each paid investor's share (the sale's own computation, largest remainder), which the
 * admin confirms. Selling is final: paid investments complete with their share, unpaid ones are cancelled.
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
      toast(unitSoldToast(await markSold(unit.id, preview.sale)));
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
      description={`Listed at ${formatUsd(unit.price)}; ${formatUsd(unit.currentInvestment)} confirmed from investors. Selling is final: the unit's paid investments are completed with their share of the profit.`}
    >
      {preview ? (
        <>
          <StyledMuted>
            Sold for {formatUsd(preview.sale.soldPrice)} with {formatUsd(preview.sale.profitGenerated)} profit.
          </StyledMuted>
          {preview.shares.shares.length > 0 ? (
            <StyledTable aria-label="Profit shares">
              <thead>
                <tr>
                  <th scope="col">Investor</th>
                  <th scope="col">Invested</th>
                  <th scope="col">Profit share</th>
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
            <StyledMuted>No paid investments: the whole profit is the developer&apos;s.</StyledMuted>
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
          {({ isSubmitting }) => (
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
                name="profitGenerated"
                label="Profit Generated (USD)"
                inputMode="decimal"
                autoComplete="off"
                required
                hint="Shared among the paid investors by their amounts; the unfunded part is the developer's."
              />
              <StyledActions>
                <StyledButton type="button" $variant="ghost" onClick={onClose}>
                  Cancel
                </StyledButton>
                <StyledButton type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Working out the shares…' : 'Preview Shares'}
                </StyledButton>
              </StyledActions>
            </>
          )}
        </AppForm>
      )}
    </Dialog>
  );
}

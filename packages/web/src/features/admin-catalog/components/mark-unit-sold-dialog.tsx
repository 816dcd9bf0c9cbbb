import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment, UnitSalePreviewQuery } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { formatUsd } from '../../admin-investing/admin-investing-format';
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
import { unitFailureToast, unitSoldToast } from '../catalog-messages';
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
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
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
    text-align: end;
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
const profitKind = (amount: string) => (isLoss(amount) ? 'loss' : 'profit');
const profitSize = (amount: string) => (isLoss(amount) ? amount.trim().slice(1) : amount);

/** The sale's figures, as the profit is derived from them (issue 19 item 6). */
function SaleFigures({ unitPrice, soldPrice, sellingCosts, profit }: Record<string, string>) {
  const intl = useIntl();
  const usd = (amount: string) => formatUsd(amount, intl.locale);
  return (
    <StyledFigures aria-label={intl.formatMessage({ id: 'adminCatalog.sale.figures' })} data-testid="sale-figures">
      <dt>
        <FormattedMessage id="adminCatalog.sale.soldPrice" />
      </dt>
      <dd>{usd(soldPrice)}</dd>
      <dt>
        <FormattedMessage id="adminCatalog.sale.lessUnitPrice" />
      </dt>
      <dd>{usd(unitPrice)}</dd>
      <dt>
        <FormattedMessage id="adminCatalog.sale.lessSellingCosts" />
      </dt>
      <dd>{usd(sellingCosts)}</dd>
      <dt data-testid="derived-profit-label">
        <FormattedMessage id="adminCatalog.sale.result" values={{ kind: profitKind(profit) }} />
      </dt>
      <dd data-testid="derived-profit">{usd(profitSize(profit))}</dd>
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
  const intl = useIntl();
  const usd = (amount: string) => formatUsd(amount, intl.locale);
  const toast = useToast();
  const { previewSale, markSold } = useUnitAdminActions();
  const [values, setValues] = useState<MarkSoldFormValues>(EMPTY_SALE);
  const [preview, setPreview] = useState<{ sale: Sale; shares: Preview } | null>(null);
  const [selling, setSelling] = useState(false);
  const number = { number: unit.unitNumber };

  const confirm = async () => {
    if (!preview) return;
    setSelling(true);
    try {
      // The profit the admin saw is sent with the sale: should the unit's price have moved meanwhile, the
      // server refuses it naming both figures instead of selling on other ones.
      toast(
        unitSoldToast(
          intl,
          await markSold(unit.id, { ...preview.sale, profitGenerated: preview.shares.profitGenerated }),
        ),
      );
      onClose();
    } catch (failure) {
      setSelling(false);
      toast(unitFailureToast(intl, 'markSold', failure));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'adminCatalog.sale.title' }, number)}
      description={intl.formatMessage(
        { id: 'adminCatalog.sale.description' },
        { price: usd(unit.price), invested: usd(unit.currentInvestment) },
      )}
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
            <StyledTable aria-label={intl.formatMessage({ id: 'adminCatalog.sale.shares' })}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="adminCatalog.sale.investor" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminCatalog.sale.invested" />
                  </th>
                  <th scope="col">
                    <FormattedMessage
                      id="adminCatalog.sale.shareColumn"
                      values={{ kind: profitKind(preview.shares.profitGenerated) }}
                    />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="adminCatalog.sale.paidOut" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.shares.shares.map((share) => (
                  <tr key={share.investmentId} data-testid="profit-share">
                    <td>
                      <FormattedMessage
                        id="adminCatalog.sale.investorCell"
                        values={{ name: share.investorName, id: share.investmentId }}
                      />
                    </td>
                    <td>{usd(share.amount)}</td>
                    <td>{usd(share.profitShare)}</td>
                    <td>{usd(share.currentValue)}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          ) : (
            <StyledMuted>
              <FormattedMessage
                id="adminCatalog.sale.noPaid"
                values={{ kind: profitKind(preview.shares.profitGenerated) }}
              />
            </StyledMuted>
          )}
          <StyledMuted data-testid="sale-totals">
            <FormattedMessage
              id="adminCatalog.sale.totals"
              values={{
                distributed: usd(preview.shares.distributedTotal),
                developer: usd(preview.shares.developerShare),
              }}
            />
            {preview.shares.cancelledInvestments > 0 ? (
              <>
                {' '}
                <FormattedMessage
                  id="adminCatalog.sale.cancelled"
                  values={{ count: preview.shares.cancelledInvestments }}
                />
              </>
            ) : null}
          </StyledMuted>
          <StyledActions>
            <StyledButton type="button" $variant="ghost" onClick={() => setPreview(null)} disabled={selling}>
              <FormattedMessage id="adminCatalog.sale.back" />
            </StyledButton>
            <StyledButton type="button" $variant="danger" disabled={selling} onClick={() => void confirm()}>
              <FormattedMessage id={selling ? 'adminCatalog.sale.marking' : 'adminCatalog.sale.confirm'} />
            </StyledButton>
          </StyledActions>
        </>
      ) : (
        <AppForm<MarkSoldFormValues>
          initialValues={values}
          schema={markSoldSchema}
          aria-label={intl.formatMessage({ id: 'adminCatalog.sale.formAria' }, number)}
          onSubmit={async (submitted, helpers) => {
            clearServerFieldErrors(helpers);
            const sale = saleOf(submitted);
            try {
              const shares = await previewSale(unit.id, sale);
              setValues(submitted);
              setPreview({ sale, shares });
            } catch (failure) {
              setServerFieldErrors(helpers, readApiFailure(failure).fields, submitted);
              toast(unitFailureToast(intl, 'markSold', failure));
            }
          }}
        >
          {({ isSubmitting, values: typed }) => {
            const profit = derivedProfit(unit.price, typed);
            return (
              <>
                <TextField
                  name="soldPrice"
                  label={intl.formatMessage({ id: 'adminCatalog.sale.soldPriceLabel' })}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  autoFocus
                />
                <TextField
                  name="sellingCosts"
                  label={intl.formatMessage({ id: 'adminCatalog.sale.sellingCostsLabel' })}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  hint={intl.formatMessage({ id: 'adminCatalog.sale.sellingCostsHint' })}
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
                    <StyledMuted>
                      <FormattedMessage id="adminCatalog.sale.enterPrice" />
                    </StyledMuted>
                  )}
                  <StyledMuted>
                    <FormattedMessage id="adminCatalog.sale.sharedHow" />
                  </StyledMuted>
                </div>
                <StyledActions>
                  <StyledButton type="button" $variant="ghost" onClick={onClose}>
                    <FormattedMessage id="adminCatalog.cancel" />
                  </StyledButton>
                  <StyledButton type="submit" disabled={isSubmitting}>
                    <FormattedMessage id={isSubmitting ? 'adminCatalog.sale.working' : 'adminCatalog.sale.preview'} />
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

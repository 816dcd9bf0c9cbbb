import type { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * A sale's figures (issue 19 item 6): the profit is derived, never typed. profit = sold price − the unit's
 * price − the selling costs the admin enters (agent's fee, legal fees, transfer taxes). Negative is a loss,
 * shared like a profit. Selling costs above the sold price are refused: they would make the loss larger than
 * the unit's price, and no investor may lose more than they put in (their value never goes below zero).
 */
export interface SaleFigures {
  readonly soldPrice: Money;
  readonly sellingCosts: Money;
  readonly profitGenerated: SignedMoney;
}

export type SaleFiguresError =
  | {
      readonly code: 'SALE.COSTS_EXCEED_PRICE';
      readonly field: 'sellingCosts';
      readonly message: string;
    }
  | {
      readonly code: 'SALE.PROFIT_MISMATCH';
      readonly field: 'profitGenerated';
      readonly message: string;
      readonly sent: SignedMoney;
      readonly derived: SignedMoney;
    };

/**
 * Derives the profit of a sale at `soldPrice` of a unit priced `price`, less `sellingCosts`. A
 * `profitGenerated` sent by the caller (the spec's call carries one) must equal the derived figure to the
 * cent; a different one is refused naming both, an omitted one is derived.
 */
export function deriveSaleFigures(input: {
  readonly price: Money;
  readonly soldPrice: Money;
  readonly sellingCosts: Money;
  readonly profitGenerated?: SignedMoney | undefined;
}): Result<SaleFigures, SaleFiguresError> {
  const { price, soldPrice, sellingCosts } = input;
  if (sellingCosts.greaterThan(soldPrice)) {
    return err({
      code: 'SALE.COSTS_EXCEED_PRICE',
      field: 'sellingCosts',
      message: `must not exceed the sold price (${soldPrice.toString()} USD)`,
    });
  }
  const derived = SignedMoney.of(soldPrice).subtract(price).subtract(sellingCosts);
  if (input.profitGenerated !== undefined && !input.profitGenerated.equals(derived)) {
    return err({
      code: 'SALE.PROFIT_MISMATCH',
      field: 'profitGenerated',
      message:
        `is ${input.profitGenerated.toString()} USD, but the sale's figures give ${derived.toString()} USD ` +
        `(sold price ${soldPrice.toString()} − unit price ${price.toString()} − selling costs ` +
        `${sellingCosts.toString()}); send ${derived.toString()} or leave it out`,
      sent: input.profitGenerated,
      derived,
    });
  }
  return ok({ soldPrice, sellingCosts, profitGenerated: derived });
}

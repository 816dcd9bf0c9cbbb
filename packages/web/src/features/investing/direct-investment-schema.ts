import { boolean, object, string } from 'yup';
import { checkDirectAmount, type DirectBounds, type MoneyText } from './direct-investment-rules';

/** Investor spec §5: the tick the confirmation step requires before 'Proceed to Payment' (catalog ids, `investing`). */
export const CONFIRM_RISKS_LABEL = 'investing.confirmRisks';

const CONFIRM_RISKS_MESSAGE = 'investing.confirmRisksRequired';

export interface DirectInvestmentValues {
  amount: string;
  confirmed: boolean;
}

export const EMPTY_DIRECT_INVESTMENT: DirectInvestmentValues = { amount: '', confirmed: false };

/**
 * The confirmation step's form: an amount in US dollars between the minimum and what the unit has left (its
 * messages written with `money`, as the page writes amounts), and the tick. An empty amount says nothing: the
 * proceed button is simply disabled.
 */
export function directInvestmentSchema(bounds: DirectBounds, unitNumber: string, money?: MoneyText) {
  return object({
    amount: string()
      .default('')
      .test('amount', function check(value) {
        const result = checkDirectAmount(value ?? '', bounds, unitNumber, money);
        return result.ok || result.message === null ? true : this.createError({ message: result.message });
      }),
    confirmed: boolean().default(false).oneOf([true], CONFIRM_RISKS_MESSAGE),
  });
}

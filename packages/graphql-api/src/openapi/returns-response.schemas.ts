import { CURRENCY_CODES, type CurrencyCode } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/**
 * The dashboard's returns in USD, GHS and the home currency (presenters/returns.presenter.ts), for the OpenAPI
 * document; docs/currencies.md, "Returns in cedis and the home currency".
 */
const currencyCode = z.enum(CURRENCY_CODES as readonly CurrencyCode[] as [CurrencyCode, ...CurrencyCode[]]);
const amount = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: "Two decimals, in the row's currency (yen and won too: shown without decimals)" });
const signed = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: "Two decimals, in the row's currency; negative when it lost" });
const rate = z.string().meta({ description: 'Units of the currency per 1 USD, exact decimal text' });
const atBoth = z.object({
  atPayment: amount.meta({ description: 'At the rate in force when the payment was confirmed' }),
  today: amount.meta({ description: "At today's rate" }),
});

const figures = {
  code: currencyCode,
  contribution: atBoth,
  value: atBoth,
  propertyReturn: signed.meta({ description: 'Value − contribution, both at the payment-date rate' }),
  currencyEffect: signed.meta({ description: "Value at today's rate − value at the payment-date rate" }),
  totalReturn: signed.meta({ description: "Value at today's rate − contribution at the payment-date rate" }),
};

export const portfolioReturnsJson = z.object({
  homeCurrency: currencyCode.nullable().meta({ description: 'Set in /settings; null until chosen' }),
  currencies: z.array(currencyCode).meta({ description: 'USD, GHS, then the home currency when it is another' }),
  asOf: dateTime.meta({ description: "The instant today's rates were read at" }),
  positions: z.array(
    z.object({
      investmentId: id,
      projectId: id,
      projectTitle: z.string(),
      unitId: id,
      paidAt: dateTime.meta({ description: 'When the payment was confirmed' }),
      valueBasis: z.enum(['sale', 'contribution']).meta({
        description:
          '`sale`: the value returned by the sale (contribution + profit share). `contribution`: the unit is not ' +
          'sold and has no valuation, so the value is the contribution itself',
      }),
      currencies: z.array(z.object({ ...figures, rateAtPayment: rate, rateToday: rate })),
    }),
  ),
  totals: z.array(z.object(figures)).meta({ description: 'Per currency, the sums over the positions' }),
});

import { CURRENCY_CODES, type CurrencyCode } from '@cobuy/domain';
import { z } from 'zod';
import { userIdField } from '../accounts-input.schemas.js';

const HOME_CURRENCY_MESSAGE = `Choose one of the listed currencies: ${CURRENCY_CODES.join(', ')}`;

/**
 * The /settings "Home currency" choice: one of the listed codes (upper case, as listed), or null to clear it. The
 * field must be sent, so a form that forgot it is told so rather than clearing the choice silently.
 */
export const setHomeCurrencyInput = z.object({
  userId: userIdField,
  homeCurrency: z.union(
    [z.enum(CURRENCY_CODES as readonly CurrencyCode[] as [CurrencyCode, ...CurrencyCode[]]), z.null()],
    {
      error: HOME_CURRENCY_MESSAGE,
    },
  ),
});
export type SetHomeCurrencyInput = z.infer<typeof setHomeCurrencyInput>;

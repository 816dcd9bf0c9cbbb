import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { currencyJson, rateAtJson, rateChangeJson } from '../openapi/currencies-response.schemas.js';
import { presentCurrency, presentRateAt, presentRateChange } from '../presenters/currencies.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/**
 * Currencies as data (issue 20 item 3; docs/currencies.md): the display currencies and their rates per 1 USD,
 * kept in the database with every change. Anyone reads them; admins set them (audited).
 */
export function currencyRoutes(services: AppServices): readonly RestRoute[] {
  const { currencies } = services;
  const tags = ['Currencies'];
  return [
    defineRoute({
      method: 'get',
      path: '/currencies',
      useCase: currencies.list,
      input: {},
      present: (list) => list.map(presentCurrency),
      summary: 'Display currencies with their current rate per 1 USD',
      description:
        'USD first (the default and the unit of account). Rates are data an admin changes; conversion is for ' +
        'display only and never changes a stored amount.',
      tags,
      response: { description: 'The currencies', schema: z.array(currencyJson) },
    }),
    defineRoute({
      method: 'get',
      path: '/currencies/:code/rate',
      useCase: currencies.rateAt,
      operationId: 'getCurrencyRateAt',
      input: { path: { code: 'code' }, query: ['at'] },
      present: presentRateAt,
      summary: 'The rate a currency had at an instant (now when `at` is absent)',
      description:
        'The latest change effective at or before `at` (ISO 8601 date-time, or a date meaning midnight UTC). ' +
        'The spec rates count from 1970-01-01 until the first change.',
      tags,
      response: { description: 'The rate in force then', schema: rateAtJson },
    }),
    defineRoute({
      method: 'put',
      path: '/secure-admin/currencies/:code',
      useCase: currencies.setRate,
      operationId: 'setCurrencyRate',
      input: { path: { code: 'code' }, body: ['rate'] },
      present: presentCurrency,
      summary: "Set a currency's rate per 1 USD, effective now (admins only)",
      description:
        '`rate`: a number or a decimal string above 0, at most 6 decimals and 12 integer digits; 0, a negative ' +
        'or a non-number is a 400 naming `rate`. USD is the unit of account (its rate is always 1): a 400 naming ' +
        '`code`. The change is kept in the history (who, when, effective from) and audited; the same rate again ' +
        'records nothing.',
      tags,
      response: { description: 'The currency with its new rate', schema: currencyJson },
    }),
    defineRoute({
      method: 'get',
      path: '/secure-admin/currencies/:code/history',
      useCase: currencies.history,
      operationId: 'listCurrencyRateHistory',
      input: { path: { code: 'code' } },
      present: (changes) => changes.map(presentRateChange),
      summary: "A currency's rate changes, newest first, at most 100 (admins only)",
      tags,
      response: { description: 'The changes', schema: z.array(rateChangeJson) },
    }),
  ];
}

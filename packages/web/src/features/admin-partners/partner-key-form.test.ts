import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  emptyPartnerKeyForm,
  partnerKeyInputOf,
  partnerKeySchema,
  type PartnerKeyFormValues,
} from './partner-key-form';

/** The first message per field, in English. */
const errorsOf = (values: PartnerKeyFormValues) => schemaMessages(partnerKeySchema, values);

// The server's words, as the English catalog writes them (numbers grouped the English way).
const M = {
  name: 'Name must be 3 to 80 characters',
  requestsPerMinute: 'Requests per minute must be a whole number from 1 to 600',
  maxQueryCost: 'Maximum query cost must be a whole number from 50 to 1,000',
};

describe('Issue key form', () => {
  it('starts with the default limits and accepts a name of 3 to 80 characters', async () => {
    expect(await errorsOf({ ...emptyPartnerKeyForm(), name: 'Ghana Property Index' })).toEqual({});
    expect(await errorsOf({ ...emptyPartnerKeyForm(), name: 'abc' })).toEqual({});
  });

  it.each([
    ['name', '  ab  ', M.name],
    ['name', 'x'.repeat(81), M.name],
    ['requestsPerMinute', '0', M.requestsPerMinute],
    ['requestsPerMinute', '601', M.requestsPerMinute],
    ['requestsPerMinute', '1.5', M.requestsPerMinute],
    ['maxQueryCost', '49', M.maxQueryCost],
    ['maxQueryCost', '1001', M.maxQueryCost],
    ['maxQueryCost', 'lots', M.maxQueryCost],
  ])('refuses %s = %j with the server message', async (field, value, message) => {
    expect(await errorsOf({ ...emptyPartnerKeyForm(), name: 'Valid partner', [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('sends blanks as null (the server defaults) and numbers as numbers', () => {
    expect(partnerKeyInputOf({ name: ' Acme ', requestsPerMinute: ' ', maxQueryCost: '300' })).toEqual({
      name: 'Acme',
      requestsPerMinute: null,
      maxQueryCost: 300,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  emptyPartnerKeyForm,
  PARTNER_KEY_MESSAGES as M,
  partnerKeyInputOf,
  partnerKeySchema,
  type PartnerKeyFormValues,
} from './partner-key-form';

const errorsOf = async (values: PartnerKeyFormValues) => {
  try {
    await partnerKeySchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner)
      errors[inner.path] ??= inner.message;
    return errors;
  }
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

import * as yup from 'yup';
import type { IssuePartnerKeyInput } from '../../graphql/generated';
import { fieldMessage } from '../forms/field-message';

/** The server's bounds and messages (it checks every rule again and answers in `fields`). */
export const PARTNER_KEY_LIMITS = {
  name: { min: 3, max: 80 },
  requestsPerMinute: { min: 1, max: 600, default: 60 },
  maxQueryCost: { min: 50, max: 1000, default: 1000 },
} as const;
const L = PARTNER_KEY_LIMITS;

/** Catalog ids of the `adminPartners` area (docs/i18n.md, "Validation messages"); English is the server's wording. */
const PARTNER_KEY_MESSAGES = {
  name: fieldMessage('adminPartners.validation.name', { min: L.name.min, max: L.name.max }),
  requestsPerMinute: fieldMessage('adminPartners.validation.requestsPerMinute', {
    min: L.requestsPerMinute.min,
    max: L.requestsPerMinute.max,
  }),
  maxQueryCost: fieldMessage('adminPartners.validation.maxQueryCost', {
    min: L.maxQueryCost.min,
    max: L.maxQueryCost.max,
  }),
} as const;

export interface PartnerKeyFormValues {
  name: string;
  requestsPerMinute: string;
  maxQueryCost: string;
}

export const emptyPartnerKeyForm = (): PartnerKeyFormValues => ({
  name: '',
  requestsPerMinute: String(L.requestsPerMinute.default),
  maxQueryCost: String(L.maxQueryCost.default),
});

/** Blank is the default; otherwise digits only, within the range. */
const wholeNumber = (range: { min: number; max: number }, message: string) =>
  yup
    .string()
    .default('')
    .test('range', message, (value) => {
      const text = (value ?? '').trim();
      if (text === '') return true;
      return /^\d{1,9}$/.test(text) && Number(text) >= range.min && Number(text) <= range.max;
    });

export const partnerKeySchema = yup.object({
  name: yup
    .string()
    .default('')
    .test('length', PARTNER_KEY_MESSAGES.name, (value) => {
      const length = (value ?? '').trim().replace(/\s+/g, ' ').length;
      return length >= L.name.min && length <= L.name.max;
    }),
  requestsPerMinute: wholeNumber(L.requestsPerMinute, PARTNER_KEY_MESSAGES.requestsPerMinute),
  maxQueryCost: wholeNumber(L.maxQueryCost, PARTNER_KEY_MESSAGES.maxQueryCost),
});

/** The mutation's input: blanks become null (the server's defaults). */
export function partnerKeyInputOf(values: PartnerKeyFormValues): IssuePartnerKeyInput {
  const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    name: values.name.trim(),
    requestsPerMinute: number(values.requestsPerMinute),
    maxQueryCost: number(values.maxQueryCost),
  };
}

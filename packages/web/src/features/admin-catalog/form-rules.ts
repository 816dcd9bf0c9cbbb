import { string } from 'yup';
import { compare } from '../../lib/decimal';
import { CATALOG_MESSAGES as M, type CatalogField } from './catalog-messages';

/*
 * The field rules the Project and Unit forms share (each names its field for its message, a catalog id: docs/i18n.md,
 * "Validation messages"), read from the text typed (never through a float), with the
 * bounds of the server's columns: money numeric(15,2), percentages 0-999.99, areas numeric(10,2).
 */

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d{1,9}$/;

/** The text as the server reads it: trimmed; '' when blank. */
export const clean = (text: string | undefined): string => (text ?? '').trim();

/** Why a decimal is refused ('format', 'decimals', 'size'), or null; `integerDigits` bounds the whole part. */
function decimalProblem(text: string, integerDigits: number): 'format' | 'decimals' | 'size' | null {
  if (!PLAIN_DECIMAL.test(text)) return 'format';
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > 2) return 'decimals';
  if (whole.replace(/^0+(?=\d)/, '').length > integerDigits) return 'size';
  return null;
}

/** True when the text is a well-formed amount (for rules between fields: they wait for both to be valid). */
export const isAmount = (text: string): boolean => decimalProblem(clean(text), 13) === null;

/** A USD amount; `positive` refuses 0. Blank passes unless `required` (the server fills a default). */
export const amountField = (field: CatalogField, options: { required?: boolean; positive?: boolean } = {}) =>
  string()
    .default('')
    .test({
      name: 'amount',
      test: (value, ctx) => {
        const text = clean(value);
        if (text === '') return options.required ? ctx.createError({ message: M.required(field) }) : true;
        const problem = decimalProblem(text, 13);
        if (problem === 'format') return ctx.createError({ message: M.amount(field) });
        if (problem === 'decimals') return ctx.createError({ message: M.decimals(field) });
        if (problem === 'size') return ctx.createError({ message: M.tooLarge(field) });
        if (options.positive && compare(text, '0') <= 0) return ctx.createError({ message: M.amountPositive(field) });
        return true;
      },
    });

/** A percentage from 0 to 999.99 with at most 2 decimals. */
export const percentField = (field: CatalogField, options: { required?: boolean } = {}) =>
  string()
    .default('')
    .test({
      name: 'percent',
      test: (value, ctx) => {
        const text = clean(value);
        if (text === '') return options.required ? ctx.createError({ message: M.required(field) }) : true;
        return decimalProblem(text, 3) === null || ctx.createError({ message: M.percent(field) });
      },
    });

/** Square metres above 0, numeric(10,2); blank is none. */
export const areaField = (field: CatalogField) =>
  string()
    .default('')
    .test('area', M.area(field), (value) => {
      const text = clean(value);
      return text === '' || (decimalProblem(text, 8) === null && compare(text, '0') > 0);
    });

/** A whole number from `min` to `max`; blank passes unless `required`. */
export const wholeField = (field: CatalogField, min: number, max: number, options: { required?: boolean } = {}) =>
  string()
    .default('')
    .test({
      name: 'whole',
      test: (value, ctx) => {
        const text = clean(value);
        if (text === '') return options.required ? ctx.createError({ message: M.required(field) }) : true;
        const n = WHOLE.test(text) ? Number(text) : NaN;
        return (n >= min && n <= max) || ctx.createError({ message: M.whole(field, min, max) });
      },
    });

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (field: CatalogField, max: number) =>
  string().trim().default('').required(M.required(field)).max(max, M.tooLong(field, max));

export const optionalText = (field: CatalogField, max: number) =>
  string().trim().default('').max(max, M.tooLong(field, max));

/** `/api/images/<uuid>`: where an uploaded image is served (POST /api/uploads/images answers it). */
const UPLOADED_IMAGE = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An absolute http(s) address of at most 2000 characters or an uploaded image's address (as the server takes). */
export const isImageAddress = (value: string): boolean =>
  UPLOADED_IMAGE.test(value) || (value.length <= 2000 && /^https?:\/\/\S+$/i.test(value));

/** An image address (see `isImageAddress`), or blank. */
export const imageUrlField = () =>
  string()
    .trim()
    .default('')
    .test('web-address', M.webAddress, (value) => !value || isImageAddress(value));

/** One of a fixed list of values; `message` says to choose one. */
export const optionField = (message: string, values: readonly string[]) =>
  string()
    .default('')
    .required(message)
    .oneOf([...values], message);

/** The text, or null when blank (what an optional field sends). */
export const orNull = (text: string): string | null => clean(text) || null;

import type { IntlShape } from 'react-intl';

/**
 * A schema's validation message is a catalog id (docs/i18n.md, "Validation messages"), drawn in the interface
 * language by the field that shows it. Formik keeps an error as a string, so the values a message needs (a length,
 * a limit) travel in the same string after a separator the catalogs never contain.
 */
const VALUES_SEPARATOR = '\u001f';

export type FieldMessageValues = Readonly<Record<string, string | number>>;

/** `fieldMessage('account.validation.usernameMin', { min: 3 })`, for a yup rule's message. */
export function fieldMessage(id: string, values?: FieldMessageValues): string {
  return values ? `${id}${VALUES_SEPARATOR}${JSON.stringify(values)}` : id;
}

function readFieldMessage(text: string): { id: string; values?: FieldMessageValues } {
  const at = text.indexOf(VALUES_SEPARATOR);
  if (at < 0) return { id: text };
  return { id: text.slice(0, at), values: JSON.parse(text.slice(at + 1)) as FieldMessageValues };
}

/**
 * The text to show for a field's message: a catalog id is formatted in the interface language; anything else (what
 * the server said about a value, already in words) is shown as it came.
 */
export function formatFieldMessage(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, text: string): string {
  const { id, values } = readFieldMessage(text);
  return id in intl.messages ? intl.formatMessage({ id }, values) : text;
}

import type { FormikHelpers, FormikValues } from 'formik';

/** Formik `status` of the app's forms: the server's messages about the values it was sent. */
export interface FormServerStatus {
  /** Field name → the server's message and the value it judged; shown under the field until the value changes. */
  serverFields?: Record<string, { message: string; value: unknown }>;
}

/**
 * Puts the server's field messages (`fields` of a REST error, `extensions.fields` over GraphQL) under the inputs
 * of the same name. Returns true when at least one of them belongs to this form.
 */
export function setServerFieldErrors<Values extends FormikValues>(
  helpers: Pick<FormikHelpers<Values>, 'setStatus'>,
  fields: Record<string, string> | undefined,
  values: Values,
): boolean {
  const serverFields: NonNullable<FormServerStatus['serverFields']> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (name in values) serverFields[name] = { message, value: values[name] };
  }
  const status: FormServerStatus = { serverFields };
  helpers.setStatus(status);
  return Object.keys(serverFields).length > 0;
}

/** Forgets the server's messages (before a new submission). */
export function clearServerFieldErrors<Values extends FormikValues>(helpers: Pick<FormikHelpers<Values>, 'setStatus'>) {
  helpers.setStatus(undefined);
}

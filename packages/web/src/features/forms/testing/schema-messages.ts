import type { AnyObjectSchema } from 'yup';
import { englishIntl } from '../../../i18n/testing/english-intl';
import { formatFieldMessage } from '../field-message';

/** The first message per field, as formik shows them (its yup adapter keeps the first error of each path), in English. */
export async function schemaMessages(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) {
      out[inner.path] ??= formatFieldMessage(englishIntl, inner.message);
    }
    return out;
  }
}

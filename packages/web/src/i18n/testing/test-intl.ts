import { createIntl, type IntlShape } from 'react-intl';

/**
 * An `intl` for unit tests of the rules that word a screen (docs/i18n.md): the area's catalog in one language,
 * English unless told. A missing message fails the test instead of falling back to its id.
 */
export function testIntl(messages: Record<string, string>, locale = 'en'): IntlShape {
  return createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
}

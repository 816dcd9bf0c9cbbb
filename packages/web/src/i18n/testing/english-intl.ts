import { createIntl } from 'react-intl';

// Every English catalog (core and areas), so a test reads messages as an English-speaking user sees them.
const englishCatalogs = import.meta.glob<Record<string, string>>(['../messages/en.json', '../messages/*/en.json'], {
  import: 'default',
  eager: true,
});

export const englishIntl = createIntl({
  locale: 'en',
  messages: Object.assign({}, ...Object.values(englishCatalogs)) as Record<string, string>,
});

import type { LanguageCode } from '@cobuy/domain';
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import zh from './messages/zh.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import ja from './messages/ja.json' with { type: 'json' };
import ko from './messages/ko.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import sw from './messages/sw.json' with { type: 'json' };

type Catalog = Readonly<Record<string, string>>;

/**
 * The server's catalogs (docs/i18n.md, "On the server"): ICU MessageFormat like the web app's, one flat file per
 * language, English the source. Ids are namespaced: `errors.<CODE>`, `mail.*`, `notifications.*`. Imported, not
 * read from disk, so the build carries them and a missing file fails to compile.
 */
export const SERVER_CATALOGS: Readonly<Record<LanguageCode, Catalog>> = {
  en,
  fr,
  es,
  de,
  zh,
  ar,
  pt,
  hi,
  ja,
  ko,
  ru,
  it,
  tr,
  nl,
  sw,
};

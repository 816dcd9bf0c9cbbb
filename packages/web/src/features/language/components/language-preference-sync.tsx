import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../session/use-current-user';
import { useLanguage } from '../hooks/use-language';

/**
 * Sends a language the signed-in user picks (header picker, mobile menu, the hero's shortcuts) to their profile,
 * so their mails, notifications and the server's messages follow it (docs/i18n.md, "On the server"). The language
 * the page opened in is not sent: only a choice made here. Draws nothing; a failed save changes nothing on screen
 * (the interface has already switched, and the next pick tries again). The saving code loads on the first pick.
 */
export function LanguagePreferenceSync() {
  const { language } = useLanguage();
  const { user } = useCurrentUser();
  const client = useApolloClient();
  const shown = useRef(language.code);
  useEffect(() => {
    if (shown.current === language.code) return;
    shown.current = language.code;
    if (!user) return;
    import('../save-language-preference')
      .then(({ saveLanguagePreference }) => saveLanguagePreference(client, language.code))
      .catch(() => undefined);
  }, [language.code, user, client]);
  return null;
}

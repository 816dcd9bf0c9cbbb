import { useIntl } from 'react-intl';
import { Fragment, lazy, Suspense } from 'react';
import { MailPreferencesSection } from '../../features/settings/components/mail-preferences-section';
import { PasswordSection } from '../../features/settings/components/password-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SessionsSection } from '../../features/settings/components/sessions-section';
import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { useCurrentUser } from '../../features/session/use-current-user';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StyledSkeleton } from '../../features/ui/components/skeleton';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';

// Loaded after the page's own code, with their catalog areas (the route's JavaScript budget): the language
// (issue 20) and the home currency (issue 22 item 6, the `returns` area).
const LanguageSection = lazy(() =>
  import('../../features/settings/components/language-section').then((m) => ({ default: m.LanguageSection })),
);
const HomeCurrencySection = lazy(() => import('../../features/returns/components/home-currency-section'));

/** /settings: the signed-in user's profile, password, mail preferences and other sessions (docs/accounts.md). */
export default function SettingsPage() {
  return (
    <MessagesArea area="settings">
      <Settings />
    </MessagesArea>
  );
}

function Settings() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('settings.title'));
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  return (
    <SimplePage title={t('settings.title')} lead={user ? t('settings.lead', { email: user.email }) : undefined}>
      {!user ? (
        <SignInPrompt title={t('settings.signedOut.title')} message={t('settings.signedOut.message')} />
      ) : (
        // Keyed by user: another account signed in in this tab never sees the previous one's forms.
        <Fragment key={user.id}>
          <ProfileSection />
          <Suspense fallback={<StyledSkeleton $height="160px" aria-busy="true" />}>
            <HomeCurrencySection />
          </Suspense>
          <PasswordSection />
          <MailPreferencesSection />
          <Suspense fallback={null}>
            <LanguageSection />
          </Suspense>
          <SessionsSection />
        </Fragment>
      )}
    </SimplePage>
  );
}

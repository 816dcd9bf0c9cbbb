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
import { useDocumentTitle } from '../../lib/use-document-title';

// Issue 22 item 6: loaded after the page's first draw, with its own text (the `returns` catalog area).
const HomeCurrencySection = lazy(() => import('../../features/returns/components/home-currency-section'));

/** /settings: the signed-in user's profile, password, mail preferences and other sessions (docs/accounts.md). */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  return (
    <SimplePage title="Settings" lead={user ? `Your account, signed in as ${user.email}.` : undefined}>
      {!user ? (
        <SignInPrompt
          title="Sign in to manage your settings"
          message="Your account settings are available once you sign in."
        />
      ) : (
        // Keyed by user: another account signed in in this tab never sees the previous one's forms.
        <Fragment key={user.id}>
          <ProfileSection />
          <Suspense fallback={<StyledSkeleton $height="160px" aria-busy="true" />}>
            <HomeCurrencySection />
          </Suspense>
          <PasswordSection />
          <MailPreferencesSection />
          <SessionsSection />
        </Fragment>
      )}
    </SimplePage>
  );
}

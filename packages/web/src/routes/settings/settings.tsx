import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { useCurrentUser } from '../../features/session/use-current-user';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  return (
    <SimplePage title="Settings">
      {!user ? (
        <SignInPrompt
          title="Sign in to manage your settings"
          message="Your account settings are available once you sign in."
        />
      ) : (
        <StatePanel icon="file" title="Account settings" message={`Signed in as ${user.email}.`} />
      )}
    </SimplePage>
  );
}

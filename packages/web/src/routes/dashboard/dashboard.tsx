import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { useCurrentUser } from '../../features/session/use-current-user';
import { StyledButtonLink } from '../../features/ui/components/button';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  if (!user) {
    return (
      <SimplePage title="Investor Dashboard">
        {/* Investor spec §2: the dashboard's sign-in prompt targets /auth. */}
        <SignInPrompt
          title="Sign in to view your dashboard"
          message="Your portfolio, applications, identity verification and financial goals appear here once you sign in."
          signInTo="/auth"
        />
      </SimplePage>
    );
  }
  return (
    <SimplePage title={`Welcome back, ${user.username}`} lead="Your portfolio at a glance.">
      <StatePanel
        icon="trendingUp"
        title="No investments yet"
        message="Browse the open projects to make your first co-investment."
        actions={<StyledButtonLink to="/projects">Browse Projects</StyledButtonLink>}
      />
    </SimplePage>
  );
}

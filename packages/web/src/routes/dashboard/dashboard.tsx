import { useNavigate } from 'react-router-dom';
import { FinancialGoalsSection } from '../../features/goals/components/financial-goals-section';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';
import { KYC_PAGE_PATH, type KycPageState } from '../../features/kyc/kyc-page-state';
import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { useCurrentUser } from '../../features/session/use-current-user';
import { StyledButtonLink } from '../../features/ui/components/button';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /dashboard (investor spec §2): visitors get the sign-in prompt; a signed-in investor a greeting and the KYC
 * status card (starting a verification opens the wizard on /kyc-verification). The stat cards, investments,
 * applications and goals come with the dashboard's own feature.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
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
    <SimplePage title={`Welcome back, ${user.username}`} lead="Your investor dashboard.">
      <KycStatusCard
        key={user.id}
        onStarted={() => void navigate(KYC_PAGE_PATH, { state: { openWizard: true } satisfies KycPageState })}
      />
      <StatePanel
        icon="trendingUp"
        title="Your co-investments will appear here"
        message="Your investments, applications and financial goals are shown on this page. Browse the open projects to get started."
        actions={<StyledButtonLink to="/projects">Browse Projects</StyledButtonLink>}
      />
      <FinancialGoalsSection key={user.id} />
    </SimplePage>
  );
}

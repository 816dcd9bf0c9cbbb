import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DashboardContent } from '../../features/dashboard/components/dashboard-content';
import { useMyDashboard } from '../../features/dashboard/hooks/use-my-dashboard';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';
import { KYC_PAGE_PATH, type KycPageState } from '../../features/kyc/kyc-page-state';
import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { greetingName } from '../../features/session/session-store';
import { useCurrentUser } from '../../features/session/use-current-user';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The KYC card fed by the dashboard's one query (Apollo sends the identical query of the content once). */
function DashboardKycCard({ onStarted }: { onStarted: () => void }) {
  const { dashboard, error, refetch } = useMyDashboard();
  return <KycStatusCard onStarted={onStarted} source={{ kyc: dashboard?.kyc ?? null, error, refetch }} />;
}

/**
 * /dashboard (investor spec §2): visitors get the sign-in prompt; a signed-in investor a greeting, the KYC
 * status card (starting a verification opens the wizard on /kyc-verification), then the figures, investments,
 * applications and goals of the dashboard feature.
 */
// The KYC status card and the payment box's instructions and Pay online are always drawn here: their areas load
// with the page's own, in parallel, so neither shows a placeholder after the page has appeared.
const DASHBOARD_AREAS = ['dashboard', 'kyc', 'investing'] as const;

export default function DashboardPage() {
  return (
    <MessagesArea area={DASHBOARD_AREAS}>
      <Dashboard />
    </MessagesArea>
  );
}

function Dashboard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('dashboard.documentTitle'));
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  if (loading) return <PageFallback />;
  if (!user) {
    return (
      <SimplePage title={t('dashboard.signedOut.title')}>
        {/* Investor spec §2: the dashboard's sign-in prompt targets /auth. */}
        <SignInPrompt
          title={t('dashboard.signedOut.prompt')}
          message={t('dashboard.signedOut.message')}
          signInTo="/auth"
        />
      </SimplePage>
    );
  }
  return (
    <SimplePage title={t('dashboard.welcome', { name: greetingName(user) })} lead={t('dashboard.lead')}>
      <DashboardKycCard
        key={`kyc-${user.id}`}
        onStarted={() => void navigate(KYC_PAGE_PATH, { state: { openWizard: true } satisfies KycPageState })}
      />
      <DashboardContent key={user.id} />
    </SimplePage>
  );
}

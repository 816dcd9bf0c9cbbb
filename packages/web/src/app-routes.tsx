import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './features/layout/components/app-layout';
import { useFocusHeadingOnNavigate } from './features/layout/hooks/use-focus-heading-on-navigate';
import { PageFallback } from './features/ui/components/page-fallback';
import { AfterHydration } from './lib/after-hydration';

// One chunk per screen: a visitor downloads only the pages they open.
const LandingPage = lazy(() => import('./routes/home/landing'));
const ProjectsListPage = lazy(() => import('./routes/projects/projects-list'));
const ProjectDetailPage = lazy(() => import('./routes/projects/project-detail'));
const DevelopersPage = lazy(() => import('./routes/developers/developers'));
const FaqPage = lazy(() => import('./routes/info/faq'));
const ContactPage = lazy(() => import('./routes/info/contact'));
const TermsPage = lazy(() => import('./routes/info/terms'));
const DashboardPage = lazy(() => import('./routes/dashboard/dashboard'));
const SettingsPage = lazy(() => import('./routes/settings/settings'));
const KycVerificationPage = lazy(() => import('./routes/kyc/kyc-verification'));
const AuthPromptPage = lazy(() => import('./routes/auth/auth-prompt'));
const SecureAdminPage = lazy(() => import('./routes/admin/secure-admin'));
const ManagePropertiesPage = lazy(() => import('./routes/admin/manage-properties'));
const ChatLeadsPage = lazy(() => import('./routes/admin/chat-leads'));
const EmailSettingsPage = lazy(() => import('./routes/admin/email-settings'));
const SignInPage = lazy(() => import('./routes/auth/sign-in'));
const SignUpPage = lazy(() => import('./routes/auth/sign-up'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/forgot-password'));
const NotFoundPage = lazy(() => import('./routes/errors/not-found'));
// The assistant's bubble (docs/assistant.md, "The widget"): a small chunk fetched once the page has rendered, in
// the browser only, so no route's first load pays for it; the chat itself loads when the bubble is pressed.
const AssistantLauncher = lazy(() => import('./features/assistant/components/assistant-launcher'));

/** Every route of the investor spec §2 and accounts spec §2, and the assistant's bubble on all of them. */
export function AppRoutes() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <Routes>
        {/* Account pages: no shared header or footer. */}
        <Route
          path="/signin"
          element={
            <Suspense fallback={<PageFallback />}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route
          path="/signup"
          element={
            <Suspense fallback={<PageFallback />}>
              <SignUpPage />
            </Suspense>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <Suspense fallback={<PageFallback />}>
              <ForgotPasswordPage />
            </Suspense>
          }
        />
        <Route element={<AppLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="projects" element={<ProjectsListPage />} />
          <Route path="projects/:id" element={<ProjectDetailPage />} />
          <Route path="developers" element={<DevelopersPage />} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="auth" element={<AuthPromptPage />} />
          <Route path="kyc-verification" element={<KycVerificationPage />} />
          <Route path="secure-admin" element={<SecureAdminPage />} />
          <Route path="admin" element={<ManagePropertiesPage />} />
          <Route path="admin/chat-leads" element={<ChatLeadsPage />} />
          <Route path="admin/email-settings" element={<EmailSettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      {/* A leaf of its own: the bubble arriving draws only itself, not the routes (docs/web-performance.md). */}
      <AfterHydration>
        <Suspense fallback={null}>
          <AssistantLauncher />
        </Suspense>
      </AfterHydration>
    </>
  );
}

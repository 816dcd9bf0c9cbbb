import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isAdmin, useCurrentUser } from '../../features/session/use-current-user';
import { useToast } from '../../features/toast/hooks/use-toast';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';

/**
 * Accounts spec §6: a visitor gets 'Access Denied: Please sign in to continue' and goes to /signin; a signed-in
 * non-admin gets 'Unauthorized Access: Admin access restricted to authorized personnel only' and goes to
 * /dashboard. The server enforces the same rule; this only spares the screen. Its words are the `admin` area's: the
 * page renders it inside `<MessagesArea area="admin">`.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const redirected = useRef(false);
  const allowed = isAdmin(user);

  useEffect(() => {
    if (loading || allowed || redirected.current) return;
    redirected.current = true;
    if (!user) {
      toast({
        title: intl.formatMessage({ id: 'admin.guard.accessDenied' }),
        description: intl.formatMessage({ id: 'admin.guard.signIn' }),
        variant: 'destructive',
      });
      void navigate('/signin', { replace: true });
    } else {
      toast({
        title: intl.formatMessage({ id: 'admin.guard.unauthorized' }),
        description: intl.formatMessage({ id: 'admin.guard.adminsOnly' }),
        variant: 'destructive',
      });
      void navigate('/dashboard', { replace: true });
    }
  }, [loading, allowed, user, navigate, toast, intl]);

  if (loading) return <PageFallback />;
  if (!allowed) {
    return (
      <SimplePage>
        <StatePanel
          icon="lock"
          tone="danger"
          title={intl.formatMessage({ id: user ? 'admin.guard.unauthorized' : 'admin.guard.accessDenied' })}
          message={intl.formatMessage({ id: user ? 'admin.guard.adminsOnly' : 'admin.guard.signIn' })}
        />
      </SimplePage>
    );
  }
  return <>{children}</>;
}

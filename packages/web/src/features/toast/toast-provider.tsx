import { useIntl } from 'react-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../ui/components/icon';
import { TOAST_DURATION_MS, ToastContext, type ToastInput } from './toast-context';
import { NO_TOASTS, withoutCurrent, withToast, type ActiveToast, type Toasts } from './toast-queue';

const StyledViewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline-start: ${({ theme }) => theme.space.md};
  inset-inline-end: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

const StyledToast = styled.div<{ $variant: ToastInput['variant'] }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  width: 100%;
  max-width: 380px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid
    ${({ theme, $variant }) =>
      $variant === 'destructive'
        ? theme.colors.danger
        : $variant === 'success'
          ? theme.colors.success
          : theme.colors.border};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.textInverse : theme.colors.text)};
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const StyledClose = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: 0;
  opacity: 0.7;
`;

let nextId = 1;

interface ToastOnScreen {
  toast: ActiveToast | null;
  dismiss: () => void;
}
const ToastOnScreenContext = createContext<ToastOnScreen>({ toast: null, dismiss: () => undefined });

/**
 * Keeps the toasts; `<ToastViewport />` shows them. The two are apart because the language (whose provider shows
 * toasts itself) sits between them: the viewport's own words need the interface language.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [{ current: toast }, setToasts] = useState<Toasts>(NO_TOASTS);

  // Never more than one visible: a new toast replaces the one on screen, a queued one waits for it to end.
  const show = useCallback((input: ToastInput) => {
    const next = { ...input, id: nextId++ };
    setToasts((toasts) => withToast(toasts, next));
  }, []);
  const dismiss = useCallback(() => setToasts(withoutCurrent), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  const onScreen = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={show}>
      <ToastOnScreenContext.Provider value={onScreen}>{children}</ToastOnScreenContext.Provider>
    </ToastContext.Provider>
  );
}

/** The toast on screen, with its dismiss button (inside the language provider). */
export function ToastViewport() {
  const intl = useIntl();
  const { toast, dismiss } = useContext(ToastOnScreenContext);
  return (
    <StyledViewport aria-live="polite">
      {toast ? (
        <StyledToast
          key={toast.id}
          $variant={toast.variant}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <StyledBody>
            <StyledTitle>{toast.title}</StyledTitle>
            {toast.description ? <StyledDescription>{toast.description}</StyledDescription> : null}
          </StyledBody>
          <StyledClose onClick={dismiss} aria-label={intl.formatMessage({ id: 'ui.dismissNotification' })}>
            <Icon name="close" size={16} />
          </StyledClose>
        </StyledToast>
      ) : null}
    </StyledViewport>
  );
}

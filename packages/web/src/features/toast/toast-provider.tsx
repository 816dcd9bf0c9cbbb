import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../ui/components/icon';
import { TOAST_DURATION_MS, ToastContext, type ToastInput } from './toast-context';

const StyledViewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
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

interface ActiveToast extends ToastInput {
  id: number;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);

  // A new toast replaces the one on screen: never more than one visible.
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId++ }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
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
            <StyledClose onClick={() => setToast(null)} aria-label="Dismiss notification">
              <Icon name="close" size={16} />
            </StyledClose>
          </StyledToast>
        ) : null}
      </StyledViewport>
    </ToastContext.Provider>
  );
}

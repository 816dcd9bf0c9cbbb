import { useIntl } from 'react-intl';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icon';

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
`;

const StyledPanel = styled(RadixDialog.Content)`
  position: relative;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.xl};
  &:focus {
    outline: none;
  }
`;

const StyledTitle = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  padding-inline-end: ${({ theme }) => theme.space.xxl};
`;

const StyledDescription = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledClose = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  inset-inline-end: ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on Radix's primitive, which keeps Tab inside it, closes on Escape, the overlay and the close
 * button, hides the page behind from screen readers and stops it scrolling; on close, focus goes back to whatever
 * had it before (the button that opened it). The look is ours (styled-components, the theme).
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const intl = useIntl();
  // Our dialogs open from buttons of their own (and load lazily), not from a Radix Trigger, which is where Radix
  // sends focus back by default: remember what had focus and return it there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <StyledOverlay>
          <StyledPanel
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              const target = returnFocusTo.current;
              if (!target?.isConnected) return;
              event.preventDefault();
              target.focus();
            }}
          >
            <StyledClose aria-label={intl.formatMessage({ id: 'ui.closeDialog' })}>
              <Icon name="close" />
            </StyledClose>
            <StyledTitle>{title}</StyledTitle>
            {description ? <StyledDescription>{description}</StyledDescription> : null}
            {children}
          </StyledPanel>
        </StyledOverlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MessagesArea } from '../../../i18n/messages-area';

/** The bubble; the opened widget draws the same one when the chat is closed again. */
export const StyledBubble = styled.button`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: 56px;
  height: 56px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** A speech bubble. */
export const bubbleIcon = (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 12a8 8 0 01-11.6 7.1L4 21l1.9-5.4A8 8 0 1121 12z" />
  </svg>
);

/** The area's catalog failing to arrive (a phone losing its connection) leaves the page without the bubble, whole. */
class AreaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The assistant's floating bubble on every page (investor spec §2), with the `assistant` catalog area the whole
 * chat reads. This chunk loads after the page has rendered (app-routes.tsx); the first press fetches the widget
 * (panel, conversation, interest dialog: one chunk), which then takes over and opens. A failed fetch leaves the
 * bubble as it was, to be pressed again.
 */
export default function AssistantLauncher() {
  return (
    <AreaBoundary>
      <Suspense fallback={null}>
        <MessagesArea area="assistant">
          <Launcher />
        </MessagesArea>
      </Suspense>
    </AreaBoundary>
  );
}

function Launcher() {
  const intl = useIntl();
  const [Widget, setWidget] = useState<ComponentType | null>(null);
  const [busy, setBusy] = useState(false);
  if (Widget) return <Widget />;
  return (
    <StyledBubble
      type="button"
      aria-label={intl.formatMessage({ id: 'assistant.open' })}
      aria-busy={busy}
      data-testid="assistant-bubble"
      onClick={() => {
        setBusy(true);
        import('./assistant-widget').then(
          (module) => setWidget(() => module.AssistantWidget),
          () => setBusy(false),
        );
      }}
    >
      {bubbleIcon}
    </StyledBubble>
  );
}

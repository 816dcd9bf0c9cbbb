import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChatView } from '../chat-view';
import { bubbleIcon, StyledBubble } from './assistant-launcher';
import { AssistantPanel } from './assistant-panel';

/**
 * The chat once its bubble was first pressed (investor spec §4 Chat: closed, open, minimised). The panel stays
 * mounted while closed (hidden), so the conversation survives closing it and moving between pages.
 */
export function AssistantWidget() {
  const intl = useIntl();
  const [view, setView] = useState<ChatView>('open');
  const bubble = useRef<HTMLButtonElement>(null);
  const focusBubble = useRef(false);

  const close = useCallback(() => {
    focusBubble.current = true;
    setView('closed');
  }, []);
  // Closing hands focus back to the bubble, where a keyboard user left off.
  useEffect(() => {
    if (view === 'closed' && focusBubble.current) {
      focusBubble.current = false;
      bubble.current?.focus();
    }
  }, [view]);

  return (
    <>
      {view === 'closed' ? (
        <StyledBubble
          ref={bubble}
          type="button"
          aria-label={intl.formatMessage({ id: 'assistant.open' })}
          data-testid="assistant-bubble"
          onClick={() => setView('open')}
        >
          {bubbleIcon}
        </StyledBubble>
      ) : null}
      <AssistantPanel view={view} onViewChange={setView} onClose={close} />
    </>
  );
}

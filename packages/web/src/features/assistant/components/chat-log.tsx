import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatAction, ChatMessage } from '../conversation';
import { StyledActions, StyledActionButton, StyledBubbleText, StyledDots, StyledLog, StyledRow } from './panel-styles';

interface ChatLogProps {
  messages: readonly ChatMessage[];
  waiting: boolean;
  onAction: (action: ChatAction) => void;
}

/**
 * The conversation. A `log` region is polite live: a screen reader reads each new answer (and the typing note)
 * as it arrives without moving focus from the question box. Each line names its author for listeners.
 */
export function ChatLog({ messages, waiting, onAction }: ChatLogProps) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, waiting]);

  return (
    <StyledLog role="log" aria-live="polite" aria-label={intl.formatMessage({ id: 'assistant.log' })} tabIndex={0}>
      {/* The greeting is drawn in the current language, not kept: a language change redraws it. */}
      <StyledRow $role="assistant">
        <StyledBubbleText $role="assistant">
          <FormattedMessage id="assistant.greeting" />
        </StyledBubbleText>
      </StyledRow>
      {messages.map((message) => (
        <StyledRow key={message.id} $role={message.role} data-testid={`assistant-message-${message.role}`}>
          <StyledBubbleText $role={message.role}>
            <span className="visually-hidden">
              <FormattedMessage id={message.role === 'user' ? 'assistant.you' : 'assistant.assistantName'} />
            </span>
            {message.content}
          </StyledBubbleText>
          {message.actions.length > 0 ? (
            <StyledActions role="group" aria-label={intl.formatMessage({ id: 'assistant.actionsLabel' })}>
              {message.actions.map((action, index) => (
                <StyledActionButton
                  key={index}
                  type="button"
                  $primary={action.type === 'invest'}
                  data-action={action.type}
                  data-project-id={action.projectId}
                  onClick={() => onAction(action)}
                >
                  {action.label}
                </StyledActionButton>
              ))}
            </StyledActions>
          ) : null}
        </StyledRow>
      ))}
      {waiting ? (
        <StyledRow $role="assistant" data-testid="assistant-typing">
          <StyledBubbleText $role="assistant">
            <StyledDots aria-hidden="true">
              <span />
              <span />
              <span />
            </StyledDots>
            <span className="visually-hidden">
              <FormattedMessage id="assistant.typing" />
            </span>
          </StyledBubbleText>
        </StyledRow>
      ) : null}
      <div ref={end} />
    </StyledLog>
  );
}

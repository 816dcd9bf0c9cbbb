import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isRateLimited } from '../../../lib/api-error';
import { Icon } from '../../ui/components/icon';
import { askAssistant, AssistantCallError } from '../assistant-api';
import type { ChatView } from '../chat-view';
import { conversationId, historyToSend, MESSAGE_MAX_LENGTH, type ChatAction, type ChatMessage } from '../conversation';
import { fallbackTopic } from '../local-fallback';
import { AssistantInterestDialog, type InterestProject } from './assistant-interest-dialog';
import { ChatLog } from './chat-log';
import {
  StyledComposer,
  StyledFooter,
  StyledHeader,
  StyledHeaderButton,
  StyledPanel,
  StyledRestore,
  StyledSend,
  StyledTextInput,
  StyledTitle,
} from './panel-styles';

interface PanelProps {
  view: ChatView;
  onViewChange: (view: ChatView) => void;
  onClose: () => void;
}

let nextId = 1;

/** The open or minimised chat (investor spec §2, §4 Chat): the conversation, its buttons and the interest dialog. */
export function AssistantPanel({ view, onViewChange, onClose }: PanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [interest, setInterest] = useState<InterestProject | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const restore = useRef<HTMLButtonElement>(null);

  // Opening puts the cursor in the question box; minimising keeps focus on the bar's button to open it again.
  useEffect(() => {
    if (view === 'open') input.current?.focus();
    if (view === 'minimised') restore.current?.focus();
  }, [view]);

  const add = useCallback((message: Omit<ChatMessage, 'id'>) => {
    setMessages((current) => [...current, { ...message, id: nextId++ }]);
  }, []);

  const localReply = useCallback(
    (conversation: readonly ChatMessage[], failure: unknown) => {
      const limited = failure instanceof AssistantCallError && isRateLimited(failure.failure);
      const topic = fallbackTopic(conversation);
      const content = limited
        ? intl.formatMessage({ id: 'assistant.rateLimited' })
        : `${intl.formatMessage({ id: 'assistant.fallback.offline' })} ${intl.formatMessage({
            id: `assistant.fallback.${topic ?? 'general'}`,
          })}`;
      const contact: ChatAction = { type: 'contact', label: intl.formatMessage({ id: 'assistant.action.contact' }) };
      add({ role: 'assistant', content, actions: limited ? [] : [contact], local: true });
    },
    [add, intl],
  );

  async function send() {
    const text = draft.trim();
    // Investor spec §5: an empty message after trimming sends nothing.
    if (!text || waiting) return;
    const question: ChatMessage = { id: nextId++, role: 'user', content: text, actions: [] };
    const history = historyToSend(messages);
    const conversation = [...messages, question];
    setMessages(conversation);
    setDraft('');
    setWaiting(true);
    try {
      const answer = await askAssistant({
        message: text,
        history,
        conversationId: conversationId(),
        language: intl.locale,
      });
      add({ role: 'assistant', content: answer.response, actions: answer.actions });
    } catch (failure) {
      localReply(conversation, failure);
    } finally {
      setWaiting(false);
    }
  }

  function act(action: ChatAction) {
    if (action.type === 'invest' && action.projectId !== undefined) {
      setInterest({ id: action.projectId, title: action.projectTitle ?? '' });
      return;
    }
    // The page opened is what the visitor asked to see: the chat folds to its bar so the page is not covered.
    onViewChange('minimised');
    if (action.type === 'learn_more' && action.projectId !== undefined) void navigate(`/projects/${action.projectId}`);
    else void navigate('/contact');
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Escape closes the chat; inside the interest dialog it closes only the dialog (Radix handles that one).
    if (event.key === 'Escape' && interest === null && view !== 'closed') {
      event.stopPropagation();
      onClose();
    }
  }

  const minimised = view === 'minimised';
  return (
    <StyledPanel
      role="dialog"
      aria-labelledby={titleId}
      hidden={view === 'closed'}
      $minimised={minimised}
      data-testid="assistant-panel"
      onKeyDown={onKeyDown}
    >
      <StyledHeader>
        {minimised ? (
          <StyledRestore
            ref={restore}
            type="button"
            aria-expanded={false}
            onClick={() => onViewChange('open')}
            id={titleId}
          >
            <FormattedMessage id="assistant.title" />
          </StyledRestore>
        ) : (
          <StyledTitle id={titleId}>
            <FormattedMessage id="assistant.title" />
          </StyledTitle>
        )}
        {minimised ? null : (
          <StyledHeaderButton
            type="button"
            aria-label={intl.formatMessage({ id: 'assistant.minimise' })}
            onClick={() => onViewChange('minimised')}
          >
            <Icon name="chevronDown" size={18} />
          </StyledHeaderButton>
        )}
        <StyledHeaderButton type="button" aria-label={intl.formatMessage({ id: 'assistant.close' })} onClick={onClose}>
          <Icon name="close" size={18} />
        </StyledHeaderButton>
      </StyledHeader>
      {minimised ? null : (
        <>
          <ChatLog messages={messages} waiting={waiting} onAction={act} />
          <StyledComposer
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label className="visually-hidden" htmlFor={`${titleId}-input`}>
              <FormattedMessage id="assistant.inputLabel" />
            </label>
            <StyledTextInput
              ref={input}
              id={`${titleId}-input`}
              value={draft}
              maxLength={MESSAGE_MAX_LENGTH}
              autoComplete="off"
              placeholder={intl.formatMessage({ id: 'assistant.placeholder' })}
              onChange={(event) => setDraft(event.target.value)}
            />
            <StyledSend type="submit" aria-label={intl.formatMessage({ id: 'assistant.send' })} disabled={waiting}>
              <Icon name="arrowRight" size={18} />
            </StyledSend>
          </StyledComposer>
          <StyledFooter type="button" onClick={() => setInterest({ id: null, title: '' })}>
            <FormattedMessage id="assistant.expressInterest" />
          </StyledFooter>
        </>
      )}
      {interest ? (
        <AssistantInterestDialog
          project={interest}
          onClose={() => setInterest(null)}
          onSent={(name) => {
            setInterest(null);
            add({
              role: 'assistant',
              content: intl.formatMessage({ id: 'assistant.interest.confirmation' }, { name }),
              actions: [],
              local: true,
            });
          }}
        />
      ) : null}
    </StyledPanel>
  );
}

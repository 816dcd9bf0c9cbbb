import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChatInterestLevel } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useToast } from '../../toast/hooks/use-toast';
import { INTEREST_LEVELS, interestLevelLabel } from '../chat-lead-rules';
import { MessagesArea } from '../../../i18n/messages-area';
import {
  CHAT_LEADS_PAGE_SIZE,
  useChatLeads,
  useMarkChatLeadContacted,
  type ChatLeadFilters,
} from '../hooks/use-chat-leads';
import { ChatLeadCard } from './chat-lead-card';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const StyledTotal = styled.p`
  margin-inline-end: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPager = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

/** Keeps the total's line as tall as when it has text, before the first answer. */
const NO_BREAK_SPACE = '\u00a0';
const CONTACTED = { all: null, yes: true, no: false } as const;

/** The Chat Leads page's content (accounts spec §2): the total, filters, the lead cards, and paging. */
export function ChatLeadsView() {
  return (
    <MessagesArea area="adminChatLeads">
      <ChatLeads />
    </MessagesArea>
  );
}

function ChatLeads() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminChatLeads.${id}` }, values);
  const [filters, setFilters] = useState<ChatLeadFilters>({ interestLevel: null, contacted: null });
  const [page, setPage] = useState(1);
  const { result, error, refetch } = useChatLeads(filters, page);
  const { mark, marking } = useMarkChatLeadContacted();
  const toast = useToast();

  const filter = (next: Partial<ChatLeadFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const markContacted = async (id: number) => {
    try {
      await mark(id);
      toast({ title: t('toast.contacted.title'), description: t('toast.contacted.description'), variant: 'success' });
    } catch {
      toast({ title: t('toast.failed.title'), description: t('toast.failed.description'), variant: 'destructive' });
    }
  };

  let body;
  if (result === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={t('load.failed')}
        message={t('load.retry')}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminChatLeads.load.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (result === null) {
    body = (
      <StyledCards aria-busy="true">
        <StyledSkeleton $height="320px" />
        <StyledSkeleton $height="320px" />
      </StyledCards>
    );
  } else if (result.leads.length === 0) {
    body = <StatePanel icon="users" title={t('empty')} />;
  } else {
    const pages = Math.max(1, Math.ceil(result.total / CHAT_LEADS_PAGE_SIZE));
    body = (
      <>
        <StyledCards>
          {result.leads.map((lead) => (
            <ChatLeadCard
              key={lead.id}
              lead={lead}
              marking={marking}
              onMarkContacted={(id) => void markContacted(id)}
            />
          ))}
        </StyledCards>
        {pages > 1 ? (
          <StyledPager>
            <StyledButton $variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <FormattedMessage id="adminChatLeads.previous" />
            </StyledButton>
            <span>
              <FormattedMessage id="adminChatLeads.page" values={{ page, pages }} />
            </span>
            <StyledButton $variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              <FormattedMessage id="adminChatLeads.next" />
            </StyledButton>
          </StyledPager>
        ) : null}
      </>
    );
  }

  const contactedValue = filters.contacted === null ? 'all' : filters.contacted ? 'yes' : 'no';
  return (
    <section>
      <StyledToolbar>
        <StyledTotal data-testid="chat-lead-total">
          {result ? t('total', { count: result.total }) : NO_BREAK_SPACE}
        </StyledTotal>
        <StyledLabel>
          {t('filter.level')}
          <StyledSelect
            aria-label={t('filter.levelAria')}
            value={filters.interestLevel ?? ''}
            onChange={(e) => filter({ interestLevel: (e.target.value || null) as ChatInterestLevel | null })}
          >
            <option value="">{t('filter.allLevels')}</option>
            {INTEREST_LEVELS.map((level) => (
              <option key={level} value={level}>
                {interestLevelLabel(level, intl)}
              </option>
            ))}
          </StyledSelect>
        </StyledLabel>
        <StyledLabel>
          {t('filter.contacted')}
          <StyledSelect
            aria-label={t('filter.contactedAria')}
            value={contactedValue}
            onChange={(e) => filter({ contacted: CONTACTED[e.target.value as keyof typeof CONTACTED] })}
          >
            <option value="all">{t('filter.all')}</option>
            <option value="no">{t('filter.notContacted')}</option>
            <option value="yes">{t('filter.yes')}</option>
          </StyledSelect>
        </StyledLabel>
      </StyledToolbar>
      {body}
    </section>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import type { ChatInterestLevel } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useToast } from '../../toast/hooks/use-toast';
import { CHAT_LEAD_TOASTS, INTEREST_LEVEL_LABELS } from '../chat-lead-rules';
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
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledTotal = styled.p`
  margin-right: auto;
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
  margin-top: ${({ theme }) => theme.space.lg};
`;

const LEVELS = Object.keys(INTEREST_LEVEL_LABELS) as ChatInterestLevel[];
const CONTACTED = { all: null, yes: true, no: false } as const;

/** The Chat Leads page's content (accounts spec §2): the total, filters, the lead cards, and paging. */
export function ChatLeadsView() {
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
      toast({ ...CHAT_LEAD_TOASTS.contacted, variant: 'success' });
    } catch {
      toast({ ...CHAT_LEAD_TOASTS.failed, variant: 'destructive' });
    }
  };

  let body;
  if (result === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title="Failed to load chat leads"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
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
    body = <StatePanel icon="users" title="No chat leads captured yet." />;
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
              Previous
            </StyledButton>
            <span>
              Page {page} of {pages}
            </span>
            <StyledButton $variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
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
          {result ? `${result.total} ${result.total === 1 ? 'lead' : 'leads'}` : ' '}
        </StyledTotal>
        <StyledLabel>
          Interest level
          <StyledSelect
            aria-label="Filter by interest level"
            value={filters.interestLevel ?? ''}
            onChange={(e) => filter({ interestLevel: (e.target.value || null) as ChatInterestLevel | null })}
          >
            <option value="">All levels</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {INTEREST_LEVEL_LABELS[level]}
              </option>
            ))}
          </StyledSelect>
        </StyledLabel>
        <StyledLabel>
          Contacted
          <StyledSelect
            aria-label="Filter by contacted"
            value={contactedValue}
            onChange={(e) => filter({ contacted: CONTACTED[e.target.value as keyof typeof CONTACTED] })}
          >
            <option value="all">All</option>
            <option value="no">Not contacted</option>
            <option value="yes">Contacted</option>
          </StyledSelect>
        </StyledLabel>
      </StyledToolbar>
      {body}
    </section>
  );
}

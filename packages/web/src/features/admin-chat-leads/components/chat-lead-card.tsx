import styled from 'styled-components';
import { formatDateTime } from '../../../lib/dates';
import type { ChatLeadCard_LeadFragment } from '../../../graphql/generated';
import { relativeTime } from '../../../lib/relative-time';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton, StyledButtonAnchor } from '../../ui/components/button';
import { chatLeadMailto, INTEREST_LEVEL_LABELS } from '../chat-lead-rules';

const LEVEL_TONES: Readonly<Record<ChatLeadCard_LeadFragment['interestLevel'], BadgeTone>> = {
  initial: 'neutral',
  interested: 'info',
  qualified: 'warning',
  contacted: 'success',
};

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledTurns = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    overflow-wrap: anywhere;
  }
  strong {
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ChatLeadCardProps {
  readonly lead: ChatLeadCard_LeadFragment;
  readonly marking: boolean;
  readonly onMarkContacted: (id: number) => void;
}

/** One lead (accounts spec §2 'Chat leads page'): who, how interested, what they said, and what to do next. */
export function ChatLeadCard({ lead, marking, onMarkContacted }: ChatLeadCardProps) {
  const name = lead.name ?? 'Anonymous';
  return (
    <StyledCard data-testid="chat-lead-card" aria-label={name}>
      <StyledRow>
        <h3>{name}</h3>
        <StyledBadge $tone={LEVEL_TONES[lead.interestLevel]}>{INTEREST_LEVEL_LABELS[lead.interestLevel]}</StyledBadge>
        {lead.isContacted ? <StyledBadge $tone="success">Contacted</StyledBadge> : null}
      </StyledRow>
      <StyledMuted>
        <time dateTime={lead.createdAt}>{relativeTime(lead.createdAt)}</time>
      </StyledMuted>
      <StyledFacts>
        <div>
          <dt>Email</dt>
          <dd>{lead.email ?? 'Not provided'}</dd>
        </div>
        {lead.userId !== null ? (
          <div>
            <dt>Account</dt>
            <dd>Signed in as user #{lead.userId}</dd>
          </div>
        ) : null}
        <div>
          <dt>First message</dt>
          <dd>{lead.firstMessage}</dd>
        </div>
        <div>
          <dt>Latest message</dt>
          <dd>{lead.lastMessage}</dd>
        </div>
      </StyledFacts>
      {lead.recentTurns.length > 0 ? (
        <StyledTurns aria-label="Latest conversation">
          {lead.recentTurns.map((turn, index) => (
            <li key={`${turn.at}-${index}`}>
              <strong>{turn.role === 'visitor' ? 'Visitor:' : 'Assistant:'}</strong>
              {turn.text}
            </li>
          ))}
        </StyledTurns>
      ) : null}
      {lead.contactedAt ? (
        <StyledMuted data-testid="contacted-at">Contacted {formatDateTime(lead.contactedAt)}</StyledMuted>
      ) : null}
      <StyledActions>
        {lead.isContacted ? null : (
          <StyledButton disabled={marking} onClick={() => onMarkContacted(lead.id)}>
            Mark as Contacted
          </StyledButton>
        )}
        {lead.email ? (
          <StyledButtonAnchor $variant="outline" href={chatLeadMailto({ ...lead, email: lead.email })}>
            Send Email
          </StyledButtonAnchor>
        ) : null}
      </StyledActions>
    </StyledCard>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/dates';
import type { ChatLeadCard_LeadFragment } from '../../../graphql/generated';
import { relativeTimeParts } from '../../../lib/relative-time';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton, StyledButtonAnchor } from '../../ui/components/button';
import { chatLeadMailto, interestLevelLabel } from '../chat-lead-rules';

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
    margin-inline-end: ${({ theme }) => theme.space.xs};
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminChatLeads.${id}` }, values);
  const name = lead.name ?? t('anonymous');
  const age = relativeTimeParts(lead.createdAt);
  return (
    <StyledCard data-testid="chat-lead-card" aria-label={name}>
      <StyledRow>
        <h3>{name}</h3>
        <StyledBadge $tone={LEVEL_TONES[lead.interestLevel]}>
          {interestLevelLabel(lead.interestLevel, intl)}
        </StyledBadge>
        {lead.isContacted ? <StyledBadge $tone="success">{t('contacted')}</StyledBadge> : null}
      </StyledRow>
      <StyledMuted>
        <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt, undefined, intl.locale)}>
          {age ? t('ago', { unit: age.unit, count: age.count }) : null}
        </time>
      </StyledMuted>
      <StyledFacts>
        <div>
          <dt>{t('email')}</dt>
          <dd>{lead.email ?? t('notProvided')}</dd>
        </div>
        {lead.userId !== null ? (
          <div>
            <dt>{t('account')}</dt>
            <dd>{t('signedInAs', { id: lead.userId })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('firstMessage')}</dt>
          <dd>{lead.firstMessage}</dd>
        </div>
        <div>
          <dt>{t('latestMessage')}</dt>
          <dd>{lead.lastMessage}</dd>
        </div>
      </StyledFacts>
      {lead.recentTurns.length > 0 ? (
        <StyledTurns aria-label={t('conversation')}>
          {lead.recentTurns.map((turn, index) => (
            <li key={`${turn.at}-${index}`}>
              <strong>{t('turn', { role: turn.role })}</strong>
              {turn.text}
            </li>
          ))}
        </StyledTurns>
      ) : null}
      {lead.contactedAt ? (
        <StyledMuted data-testid="contacted-at">
          {t('contactedAt', { when: formatDateTime(lead.contactedAt, undefined, intl.locale) })}
        </StyledMuted>
      ) : null}
      <StyledActions>
        {lead.isContacted ? null : (
          <StyledButton disabled={marking} onClick={() => onMarkContacted(lead.id)}>
            <FormattedMessage id="adminChatLeads.markContacted" />
          </StyledButton>
        )}
        {lead.email ? (
          <StyledButtonAnchor $variant="outline" href={chatLeadMailto({ ...lead, email: lead.email }, intl)}>
            <FormattedMessage id="adminChatLeads.sendEmail" />
          </StyledButtonAnchor>
        ) : null}
      </StyledActions>
    </StyledCard>
  );
}

import {
  CHAT_LEAD_RECENT_TURNS,
  readConversationTurns,
  type ChatConversationRecord,
  type ChatInterestLevel,
  type ChatLead,
  type ChatLeadFilter,
  type ChatLeadPage,
  type ChatLeadRepository,
  type StoredConversation,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

/**
 * A lead's columns, with only its last turns and the number of turns: the page shows 3 turns, so the rest
 * of the conversation never leaves the database for a list.
 */
const columns = (
  table: string,
) => `${table}.id, ${table}.name, ${table}.email, ${table}.user_id, ${table}.first_message,
  ${table}.last_message, ${table}.interest_level, ${table}.is_contacted, ${table}.contacted_at, ${table}.created_at,
  ${table}.updated_at, jsonb_array_length(${table}.conversation_data) as turn_count,
  (select coalesce(jsonb_agg(t.turn order by t.n), '[]'::jsonb)
     from jsonb_array_elements(${table}.conversation_data) with ordinality as t(turn, n)
    where t.n > jsonb_array_length(${table}.conversation_data) - ${CHAT_LEAD_RECENT_TURNS}) as recent_turns`;

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const json = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

const toChatLead = (r: SqlRow): ChatLead => ({
  id: Number(r.id),
  name: textOrNull(r.name),
  email: textOrNull(r.email),
  userId: r.user_id === null || r.user_id === undefined ? null : Number(r.user_id),
  firstMessage: String(r.first_message),
  lastMessage: String(r.last_message),
  interestLevel: r.interest_level as ChatInterestLevel,
  recentTurns: readConversationTurns(json(r.recent_turns)),
  turnCount: Number(r.turn_count),
  isContacted: Boolean(r.is_contacted),
  contactedAt: r.contacted_at === null || r.contacted_at === undefined ? null : toDate(r.contacted_at),
  createdAt: toDate(r.created_at),
  updatedAt: toDate(r.updated_at),
});

/** The filter as SQL: each condition holds when its parameter is null (no filter). */
const WHERE = `where (?::text is null or c.interest_level = ?) and (?::boolean is null or c.is_contacted = ?)`;
const whereValues = (f: ChatLeadFilter) => [
  f.interestLevel ?? null,
  f.interestLevel ?? null,
  f.contacted ?? null,
  f.contacted ?? null,
];

/** Chat leads in SQL, bound to the transaction of one use case. */
export class SqlChatLeadRepository implements ChatLeadRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async record(c: ChatConversationRecord, at: Date): Promise<ChatLead> {
    const turns = c.turns.map((turn) => ({ role: turn.role, text: turn.text, at: turn.at.toISOString() }));
    const rows = await this.em.execute<SqlRow[]>(
      `insert into chat_leads as c (conversation_key, name, email, user_id, first_message, last_message,
         interest_level, conversation_data, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
       on conflict (conversation_key) do update set
         name = coalesce(excluded.name, c.name),
         email = coalesce(excluded.email, c.email),
         user_id = coalesce(excluded.user_id, c.user_id),
         last_message = excluded.last_message,
         interest_level = case when c.is_contacted then c.interest_level else excluded.interest_level end,
         conversation_data = excluded.conversation_data,
         updated_at = excluded.updated_at
       returning ${columns('c')}`,
      [
        c.conversationKey,
        c.name,
        c.email,
        c.userId,
        c.firstMessage,
        c.lastMessage,
        c.interestLevel,
        JSON.stringify(turns),
        at,
        at,
      ],
    );
    return toChatLead(rows[0]!);
  }

  async lockConversation(conversationKey: string): Promise<StoredConversation | null> {
    // The key may have no row yet: a transaction-scoped advisory lock on it serialises its recorders either way.
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('chat_lead:' || ?))`, [conversationKey]);
    const rows = await this.em.execute<SqlRow[]>(
      `select id, interest_level, conversation_data from chat_leads where conversation_key = ? for update`,
      [conversationKey],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      leadId: Number(row.id),
      interestLevel: row.interest_level as ChatInterestLevel,
      turns: readConversationTurns(json(row.conversation_data)),
    };
  }

  async list(filter: ChatLeadFilter, page: { offset: number; limit: number }): Promise<ChatLeadPage> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${columns('c')} from chat_leads c ${WHERE} order by c.created_at desc, c.id desc limit ? offset ?`,
      [...whereValues(filter), page.limit, page.offset],
    );
    const counted = await this.em.execute<{ total: string }[]>(
      `select count(*) as total from chat_leads c ${WHERE}`,
      whereValues(filter),
    );
    return { leads: rows.map(toChatLead), total: Number(counted[0]?.total ?? 0) };
  }

  async lockById(id: number): Promise<ChatLead | null> {
    const rows = await this.em.execute<SqlRow[]>(`select ${columns('c')} from chat_leads c where c.id = ? for update`, [
      id,
    ]);
    return rows[0] ? toChatLead(rows[0]) : null;
  }

  async saveContacted(lead: ChatLead): Promise<ChatLead> {
    const rows = await this.em.execute<SqlRow[]>(
      `update chat_leads c set is_contacted = ?, contacted_at = ?, interest_level = ?, updated_at = ?
       where c.id = ? returning ${columns('c')}`,
      [lead.isContacted, lead.contactedAt, lead.interestLevel, lead.updatedAt, lead.id],
    );
    return toChatLead(rows[0]!);
  }
}

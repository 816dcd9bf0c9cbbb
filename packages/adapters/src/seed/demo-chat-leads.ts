import { chatConversationRecord, markLeadContacted, type ChatInterestLevel } from '@cobuy/domain';
import { SqlChatLeadRepository } from '../chat-leads/sql-chat-lead.repository.js';
import type { SqlEntityManager } from '../persistence/orm.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface DemoChatLead {
  readonly name: string | null;
  readonly email: string | null;
  readonly interestLevel: Exclude<ChatInterestLevel, 'contacted'>;
  readonly daysAgo: number;
  /** Set for a lead an admin already called, this many days ago. */
  readonly contactedDaysAgo?: number;
  /** Visitor and assistant in turn, the visitor first. */
  readonly chat: readonly string[];
}

/** Visitors the site's assistant talked to: some anonymous, some with an email, at every level. */
const DEMO_CHAT_LEADS: readonly DemoChatLead[] = [
  {
    name: 'Kwame Mensah',
    email: 'kwame.mensah@example.com',
    interestLevel: 'qualified',
    daysAgo: 5,
    chat: [
      'Hello, I am looking at East Legon Heights. Are the 3-bedroom apartments still open?',
      'Yes: several 3-bedroom apartments in Block A are still funding, from about $1,000 per share.',
      'I can put in about $20,000 now and more next year. Can I co-buy one unit with my brother?',
      'You can: each of you invests separately in the same unit and owns your share of it.',
      'Great. Please have someone call me, my email is kwame.mensah@example.com.',
      'Thank you, Kwame! Our team will reach out within 24 hours.',
    ],
  },
  {
    name: null,
    email: null,
    interestLevel: 'initial',
    daysAgo: 1,
    chat: [
      'What is the minimum I can invest?',
      'Typical co-buys start from 25,000 cedis; each unit shows its own minimum on the project page.',
    ],
  },
  {
    name: 'Abena Owusu',
    email: null,
    interestLevel: 'interested',
    daysAgo: 3,
    chat: [
      'Hi, I am Abena. Do you have terraces in Tema?',
      'Tema Community 25 Terraces has 2- and 3-bedroom terraces, completing in about 24 months.',
      'Is there a payment plan, or do I pay everything at once?',
      'You pay each investment within its payment window; you can invest again later as savings allow.',
      'Okay, I will look at the project page first.',
      'Of course. Ask me anything whenever you are ready.',
    ],
  },
  {
    name: null,
    email: 'yaw.boateng@example.co.uk',
    interestLevel: 'interested',
    daysAgo: 2,
    chat: [
      'I live in London. Can I invest from abroad in Airport Residential Gardens?',
      'Yes. Many of our investors are in the diaspora; verification and payment are done online.',
      'What documents do you need for KYC?',
      'A passport or national ID, a recent proof of address and a selfie, in five short steps.',
      'Thanks, you can write to yaw.boateng@example.co.uk.',
    ],
  },
  {
    name: 'Efua Darko',
    email: 'efua.darko@example.com',
    interestLevel: 'qualified',
    daysAgo: 8,
    contactedDaysAgo: 6,
    chat: [
      'Good afternoon. I want a 2-bedroom in Cantonments Skyline Residences for rental income.',
      'Cantonments Skyline has 2-bedroom apartments; projected returns are shown on each unit.',
      'When is completion expected, and who manages the rentals afterwards?',
      'Construction takes 18 to 36 months; the developer offers a managed rental service on completion.',
      'I would like to reserve a share this month. Please contact me.',
      'Wonderful, Efua. A member of our team will contact you shortly.',
    ],
  },
];

/** The demo leads, recorded through the repository the assistant will use; one already contacted. */
export async function seedDemoChatLeads(em: SqlEntityManager, now: Date): Promise<void> {
  const leads = new SqlChatLeadRepository(em);
  for (const [index, demo] of DEMO_CHAT_LEADS.entries()) {
    const startedAt = now.getTime() - demo.daysAgo * DAY_MS;
    const turns = demo.chat.map((text, turn) => ({
      role: turn % 2 === 0 ? ('visitor' as const) : ('assistant' as const),
      text,
      at: new Date(startedAt + turn * MINUTE_MS),
    }));
    const record = chatConversationRecord({ conversationKey: `demo-chat-${index + 1}`, ...demo, turns });
    if (!record.ok) throw new Error(`Demo chat lead ${index + 1}: ${record.error}`);
    const lead = await leads.record(record.value, new Date(startedAt));
    if (demo.contactedDaysAgo !== undefined) {
      await leads.saveContacted(markLeadContacted(lead, new Date(now.getTime() - demo.contactedDaysAgo * DAY_MS)).lead);
    }
  }
}

import type { ChatMessage } from './conversation';

/** What the browser can still say when the server cannot answer (investor spec §7, §8: a local keyword reply). */
export type FallbackTopic = 'kyc' | 'payment' | 'minimum' | 'returns' | 'risk' | 'howItWorks' | 'projects' | 'contact';

/** Investor spec §9: the local fallback reads the last 4 messages. */
const FALLBACK_READS = 4;

/**
 * Word stems per topic, in the site's languages where a visitor is likely to type them (matched inside words, so
 * "invest" finds "investir", "investment"). Ordered: the first topic a message matches is the one answered, so the
 * narrower topics (KYC, payment) come before the broad ones (projects).
 */
const TOPICS: readonly (readonly [FallbackTopic, readonly string[]])[] = [
  [
    'kyc',
    [
      'kyc',
      'verif',
      'identit',
      'passport',
      'passeport',
      'pasaporte',
      'passaporte',
      'ausweis',
      'hati',
      'kimlik',
      '身份',
      '本人確認',
      '신원',
      'личност',
      'هوية',
      'पहचान',
    ],
  ],
  [
    'payment',
    [
      'pay',
      'paie',
      'pago',
      'pagamento',
      'zahl',
      'bayar',
      'ödeme',
      'betal',
      'malipo',
      'lipa',
      'momo',
      'mobile money',
      '付款',
      '支付',
      '支払',
      '결제',
      'оплат',
      'плат',
      'دفع',
      'भुगतान',
    ],
  ],
  [
    'minimum',
    [
      'minim',
      'mínim',
      'cheapest',
      'least',
      'how much',
      'combien',
      'cuánto',
      'quanto',
      'wie viel',
      'kiasi',
      'ne kadar',
      'hoeveel',
      '最低',
      '最少',
      '최소',
      'минимал',
      'الحد الأدنى',
      'न्यूनतम',
    ],
  ],
  [
    'returns',
    [
      'return',
      'profit',
      'yield',
      'roi',
      'rendement',
      'bénéfice',
      'rentab',
      'ganancia',
      'lucro',
      'rendite',
      'gewinn',
      'rendimento',
      'kâr',
      'getiri',
      'winst',
      'faida',
      '收益',
      '利润',
      '利益',
      '수익',
      'доход',
      'прибыл',
      'عائد',
      'ربح',
      'लाभ',
      'मुनाफ',
    ],
  ],
  [
    'risk',
    ['risk', 'risque', 'riesgo', 'risco', 'rischio', 'hatari', '风险', 'リスク', '위험', 'риск', 'مخاطر', 'जोखिम'],
  ],
  [
    'howItWorks',
    [
      'how does',
      'how do',
      'co-invest',
      'coinvest',
      'share',
      'comment',
      'cómo',
      'como funciona',
      'wie funktioniert',
      'come funziona',
      'nasıl',
      'hoe werkt',
      'inavyofanya',
      '如何',
      '怎么',
      '仕組み',
      '어떻게',
      'как ',
      'كيف',
      'कैसे',
    ],
  ],
  [
    'projects',
    [
      'project',
      'projet',
      'proyecto',
      'projeto',
      'progetto',
      'proje',
      'mradi',
      'miradi',
      'apartment',
      'house',
      'home',
      'unit',
      'invest',
      'accra',
      'lagos',
      'dubai',
      'legon',
      'tema',
      '项目',
      'プロジェクト',
      '프로젝트',
      'проект',
      'مشروع',
      'परियोजना',
    ],
  ],
  [
    'contact',
    [
      'contact',
      'call',
      'phone',
      'email',
      'talk',
      'human',
      'agent',
      'contacto',
      'kontakt',
      'contatto',
      'iletişim',
      'wasiliana',
      '联系',
      '連絡',
      '연락',
      'связ',
      'اتصال',
      'संपर्क',
    ],
  ],
];

/**
 * The topic of the visitor's latest messages among the last 4 of the conversation, newest first, or null when none
 * matches (the reply then says what it can help with). Only the visitor's own words are read.
 */
export function fallbackTopic(messages: readonly ChatMessage[]): FallbackTopic | null {
  const recent = messages.slice(-FALLBACK_READS).filter((message) => message.role === 'user');
  for (const message of recent.reverse()) {
    const text = message.content.toLocaleLowerCase();
    const found = TOPICS.find(([, stems]) => stems.some((stem) => text.includes(stem)));
    if (found) return found[0];
  }
  return null;
}

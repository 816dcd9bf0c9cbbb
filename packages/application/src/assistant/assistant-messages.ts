import type { AssistantLanguage, ProjectStatus, UnitType } from '@cobuy/domain';

/**
 * What the assistant says, per language it answers in. Only wording lives here: every figure and name is
 * passed in from the retrieved facts or the platform's rules (assistant-rules.ts), never written here.
 */
export interface ProjectLine {
  readonly title: string;
  readonly location: string;
  readonly status: ProjectStatus;
  readonly minimum: string;
  /** "3-bedroom terrace from $145,000.00", when units were asked about or fit. */
  readonly units: string | null;
  readonly fundingLeft: string;
  readonly openUnits: number;
  readonly timeline: number;
  readonly expectedProfit: string;
}

export interface RuleFigures {
  readonly kycReviewDays: string;
  readonly kycValidityYears: number;
  readonly paymentWindowDays: number;
  readonly pendingKycDays: number;
  readonly reservationsWithoutKyc: number;
  readonly reservedAmountWithoutKyc: string;
}

export interface AssistantMessages {
  readonly status: Readonly<Record<ProjectStatus, string>>;
  unitType(type: UnitType): string;
  readonly greeting: string;
  readonly unknown: string;
  readonly contactOffer: string;
  contactNoted(detail: string): string;
  readonly fees: string;
  readonly risks: string;
  readonly howItWorks: string;
  howToStart(rules: RuleFigures): string;
  kyc(rules: RuleFigures): string;
  payment(rules: RuleFigures): string;
  budgetHeading(budget: string, where: string | null, count: number): string;
  searchHeading(where: string | null, count: number): string;
  projectLine(line: ProjectLine): string;
  unitsFrom(type: string, price: string): string;
  belowEveryMinimum(budget: string, where: string | null, lowestTitle: string, lowestMinimum: string): string;
  lowestElsewhere(title: string, minimum: string, location: string): string;
  nothingMatches(where: string | null): string;
  minimumRange(low: { title: string; minimum: string }, high: { title: string; minimum: string }): string;
  projectMinimum(title: string, minimum: string): string;
  timelineOf(title: string, months: number, completion: string | null): string;
  timelineRange(min: number, max: number): string;
  returnsOf(title: string, expected: string, min: string, max: string): string;
  readonly returnsCaveat: string;
  readonly assumedUsd: string;
  readonly closedProject: (title: string, status: string) => string;
  readonly actions: {
    invest(title: string): string;
    learnMore(title: string): string;
    readonly contact: string;
  };
}

const where = (place: string | null, word: string) => (place ? ` ${word} ${place}` : '');

const en: AssistantMessages = {
  status: {
    available: 'Available',
    new: 'New Listing',
    funding: 'Open for Investment',
    planning: 'Planning',
    'pre-construction': 'Pre-construction',
    'under-construction': 'Under construction',
    'in-progress': 'In Progress',
    'near-completion': 'Near completion',
    completed: 'Completed',
    archived: 'Archived',
  },
  unitType: (type) => type.replace(/-/g, ' ').replace(/^(\d) bedroom/, '$1-bedroom'),
  greeting:
    'Hello! I can tell you about our projects, what fits your budget, minimums, KYC, payment, risks and how co-investing works. What would you like to know?',
  unknown:
    "I'm sorry, I can't answer that from what I know. I can help with projects, budgets, minimums, KYC, payment, fees, risks and how co-investing works; for anything else, our team will help you.",
  contactOffer: 'Our team can answer you directly: use the contact button and we will get back to you within 24 hours.',
  contactNoted: (detail) => `Thank you: I have noted ${detail}. Our team will contact you within 24 hours.`,
  fees: "I can't quote fees: the platform's published rules don't list any, and I won't guess. Our team can tell you exactly what applies to you.",
  risks:
    'Off-plan property carries real risk: the profit figures are projections, not guarantees; construction can be delayed (projects post such alerts in their updates); your money stays in the unit until it is sold; and the profit depends on the sale price. Invest only what you can leave in for the whole timeline.',
  howItWorks:
    "Several investors co-own one unit: your ownership is your amount divided by the unit's price. When the completed unit is sold, each investor receives the profit times their amount divided by the unit's price; the profit on any unfunded part belongs to the developer.",
  howToStart: (r) =>
    `1. Create an account and sign in. 2. Choose a project and invest or express interest (at least its minimum). 3. Verify your identity (KYC, reviewed in ${r.kycReviewDays} business days). 4. Pay within ${r.paymentWindowDays} days of receiving the payment instructions. 5. Follow your investment on your dashboard.`,
  kyc: (r) =>
    `Identity verification (KYC) is required before you pay for an investment. Review takes ${r.kycReviewDays} business days, and an approval is valid for ${r.kycValidityYears} years. Without valid KYC you can hold at most ${r.reservationsWithoutKyc} unpaid reservations, up to ${r.reservedAmountWithoutKyc} in total.`,
  payment: (r) =>
    `Once your application is approved and your KYC is valid, you receive payment instructions (amount, reference and method). You then have ${r.paymentWindowDays} days to pay; after that the reservation expires and the share is released to other investors. An administrator confirms the payment and your investment becomes active. An investment waiting for KYC expires after ${r.pendingKycDays} days.`,
  budgetHeading: (budget, place, count) =>
    `With ${budget}${where(place, 'in')}, ${count === 1 ? '1 project fits' : `${count} projects fit`}:`,
  searchHeading: (place, count) =>
    `${count === 1 ? '1 project is' : `${count} projects are`} open for investment${where(place, 'in')}:`,
  projectLine: (l) =>
    `• ${l.title} (${l.location}) — ${en.status[l.status]}. Minimum ${l.minimum}${l.units ? `; ${l.units}` : ''}; ${l.fundingLeft} of funding left in ${l.openUnits} open unit${l.openUnits === 1 ? '' : 's'}; ${l.timeline}-month timeline; expected profit ${l.expectedProfit} (a projection, not a guarantee).`,
  unitsFrom: (type, price) => `${type} units from ${price}`,
  belowEveryMinimum: (budget, place, title, minimum) =>
    `${budget} is below the minimum of every open project${where(place, 'in')}. The lowest minimum${where(place, 'there')} is ${minimum} (${title}).`,
  lowestElsewhere: (title, minimum, location) =>
    `Across the whole catalog, the lowest minimum is ${minimum} (${title}, ${location}).`,
  nothingMatches: (place) =>
    `I found no project open for investment${where(place, 'in')} that matches. Here is what is open:`,
  minimumRange: (low, high) =>
    `Minimum investments run from ${low.minimum} (${low.title}) to ${high.minimum} (${high.title}).`,
  projectMinimum: (title, minimum) => `The minimum investment in ${title} is ${minimum}.`,
  timelineOf: (title, months, completion) =>
    `${title} has a ${months}-month timeline${completion ? `, with completion expected in ${completion}` : ''}.`,
  timelineRange: (min, max) => `Project timelines run from ${min} to ${max} months.`,
  returnsOf: (title, expected, min, max) => `${title}: expected profit ${expected}, in a range of ${min} to ${max}.`,
  returnsCaveat: 'These are projections, not guarantees.',
  assumedUsd: '(I read the amount as US dollars.)',
  closedProject: (title, status) => `${title} is ${status} and takes no new investment.`,
  actions: {
    invest: (title) => `Invest in ${title}`,
    learnMore: (title) => `View ${title}`,
    contact: 'Contact our team',
  },
};

const fr: AssistantMessages = {
  status: {
    available: 'Disponible',
    new: 'Nouveau',
    funding: 'Ouvert à l’investissement',
    planning: 'En planification',
    'pre-construction': 'Avant construction',
    'under-construction': 'En construction',
    'in-progress': 'En cours',
    'near-completion': 'Bientôt terminé',
    completed: 'Terminé',
    archived: 'Archivé',
  },
  unitType: (type) => {
    const n = /^(\d)-bedroom-(\w+)/.exec(type);
    if (n) return `${n[2] === 'apartment' ? 'appartement' : 'maison en bande'} ${n[1]} chambres`;
    return (
      {
        'semi-detached': 'maison jumelée',
        'fully-detached': 'villa individuelle',
        'self-compound': 'maison avec cour',
      }[type as string] ?? type
    );
  },
  greeting:
    'Bonjour ! Je peux vous parler de nos projets, de ce qui correspond à votre budget, des minimums, du KYC, du paiement, des risques et du co-investissement. Que voulez-vous savoir ?',
  unknown:
    'Désolé, je ne peux pas répondre à cela avec ce que je sais. Je peux vous aider sur les projets, les budgets, les minimums, le KYC, le paiement, les frais, les risques et le co-investissement ; pour le reste, notre équipe vous aidera.',
  contactOffer:
    'Notre équipe peut vous répondre directement : utilisez le bouton de contact, nous revenons vers vous sous 24 heures.',
  contactNoted: (detail) => `Merci : j’ai noté ${detail}. Notre équipe vous contactera sous 24 heures.`,
  fees: 'Je ne peux pas indiquer de frais : les règles publiées de la plateforme n’en mentionnent pas, et je ne veux pas deviner. Notre équipe vous dira exactement ce qui s’applique.',
  risks:
    'L’immobilier sur plan comporte de vrais risques : les profits indiqués sont des projections, pas des garanties ; la construction peut prendre du retard ; votre argent reste dans le logement jusqu’à sa vente ; et le profit dépend du prix de vente. N’investissez que ce que vous pouvez laisser pendant toute la durée.',
  howItWorks:
    'Plusieurs investisseurs possèdent ensemble un logement : votre part est votre montant divisé par le prix du logement. À la vente du logement terminé, chacun reçoit le profit multiplié par son montant divisé par le prix ; le profit de la part non financée revient au promoteur.',
  howToStart: (r) =>
    `1. Créez un compte et connectez-vous. 2. Choisissez un projet et investissez ou manifestez votre intérêt (au moins son minimum). 3. Vérifiez votre identité (KYC, examiné en ${r.kycReviewDays} jours ouvrés). 4. Payez dans les ${r.paymentWindowDays} jours suivant les instructions de paiement. 5. Suivez votre investissement dans votre tableau de bord.`,
  kyc: (r) =>
    `La vérification d’identité (KYC) est requise avant de payer un investissement. L’examen prend ${r.kycReviewDays} jours ouvrés et une approbation est valable ${r.kycValidityYears} ans. Sans KYC valide, vous pouvez détenir au plus ${r.reservationsWithoutKyc} réservations non payées, jusqu’à ${r.reservedAmountWithoutKyc} au total.`,
  payment: (r) =>
    `Une fois votre demande approuvée et votre KYC valide, vous recevez les instructions de paiement (montant, référence et moyen). Vous avez alors ${r.paymentWindowDays} jours pour payer ; ensuite la réservation expire et la part est libérée. Un administrateur confirme le paiement et votre investissement devient actif. Un investissement en attente de KYC expire après ${r.pendingKycDays} jours.`,
  budgetHeading: (budget, place, count) =>
    `Avec ${budget}${where(place, 'à')}, ${count === 1 ? '1 projet correspond' : `${count} projets correspondent`} :`,
  searchHeading: (place, count) =>
    `${count === 1 ? '1 projet est ouvert' : `${count} projets sont ouverts`} à l’investissement${where(place, 'à')} :`,
  projectLine: (l) =>
    `• ${l.title} (${l.location}) — ${fr.status[l.status]}. Minimum ${l.minimum}${l.units ? ` ; ${l.units}` : ''} ; ${l.fundingLeft} de financement restant sur ${l.openUnits} logement${l.openUnits === 1 ? '' : 's'} ouvert${l.openUnits === 1 ? '' : 's'} ; durée ${l.timeline} mois ; profit attendu ${l.expectedProfit} (une projection, pas une garantie).`,
  unitsFrom: (type, price) => `${type} à partir de ${price}`,
  belowEveryMinimum: (budget, place, title, minimum) =>
    `${budget} est en dessous du minimum de tous les projets ouverts${where(place, 'à')}. Le minimum le plus bas${where(place, 'à')} est ${minimum} (${title}).`,
  lowestElsewhere: (title, minimum, location) =>
    `Sur tout le catalogue, le minimum le plus bas est ${minimum} (${title}, ${location}).`,
  nothingMatches: (place) =>
    `Je n’ai trouvé aucun projet ouvert${where(place, 'à')} qui corresponde. Voici ce qui est ouvert :`,
  minimumRange: (low, high) =>
    `Les investissements minimums vont de ${low.minimum} (${low.title}) à ${high.minimum} (${high.title}).`,
  projectMinimum: (title, minimum) => `L’investissement minimum dans ${title} est de ${minimum}.`,
  timelineOf: (title, months, completion) =>
    `${title} a une durée de ${months} mois${completion ? `, achèvement prévu en ${completion}` : ''}.`,
  timelineRange: (min, max) => `Les durées des projets vont de ${min} à ${max} mois.`,
  returnsOf: (title, expected, min, max) =>
    `${title} : profit attendu ${expected}, dans une fourchette de ${min} à ${max}.`,
  returnsCaveat: 'Ce sont des projections, pas des garanties.',
  assumedUsd: '(J’ai compris le montant en dollars américains.)',
  closedProject: (title, status) => `${title} est ${status.toLowerCase()} et ne prend plus de nouvel investissement.`,
  actions: {
    invest: (title) => `Investir dans ${title}`,
    learnMore: (title) => `Voir ${title}`,
    contact: 'Contacter notre équipe',
  },
};

const es: AssistantMessages = {
  status: {
    available: 'Disponible',
    new: 'Nuevo',
    funding: 'Abierto a inversión',
    planning: 'En planificación',
    'pre-construction': 'Antes de la construcción',
    'under-construction': 'En construcción',
    'in-progress': 'En curso',
    'near-completion': 'Casi terminado',
    completed: 'Terminado',
    archived: 'Archivado',
  },
  unitType: (type) => {
    const n = /^(\d)-bedroom-(\w+)/.exec(type);
    if (n) return `${n[2] === 'apartment' ? 'apartamento' : 'casa adosada'} de ${n[1]} habitaciones`;
    return (
      { 'semi-detached': 'casa pareada', 'fully-detached': 'casa independiente', 'self-compound': 'casa con patio' }[
        type as string
      ] ?? type
    );
  },
  greeting:
    '¡Hola! Puedo informarte sobre nuestros proyectos, qué encaja con tu presupuesto, mínimos, KYC, pago, riesgos y cómo funciona la coinversión. ¿Qué te gustaría saber?',
  unknown:
    'Lo siento, no puedo responder a eso con lo que sé. Puedo ayudarte con proyectos, presupuestos, mínimos, KYC, pago, comisiones, riesgos y la coinversión; para lo demás, nuestro equipo te ayudará.',
  contactOffer:
    'Nuestro equipo puede responderte directamente: usa el botón de contacto y te responderemos en 24 horas.',
  contactNoted: (detail) => `Gracias: he anotado ${detail}. Nuestro equipo te contactará en 24 horas.`,
  fees: 'No puedo indicar comisiones: las reglas publicadas de la plataforma no mencionan ninguna y no voy a adivinar. Nuestro equipo te dirá exactamente lo que se aplica.',
  risks:
    'La propiedad sobre plano tiene riesgos reales: las ganancias indicadas son proyecciones, no garantías; la construcción puede retrasarse; tu dinero queda en la unidad hasta que se venda; y la ganancia depende del precio de venta. Invierte solo lo que puedas dejar durante todo el plazo.',
  howItWorks:
    'Varios inversores son copropietarios de una unidad: tu participación es tu importe dividido por el precio de la unidad. Cuando la unidad terminada se vende, cada inversor recibe la ganancia multiplicada por su importe dividido por el precio; la ganancia de la parte no financiada es del promotor.',
  howToStart: (r) =>
    `1. Crea una cuenta e inicia sesión. 2. Elige un proyecto e invierte o expresa tu interés (al menos su mínimo). 3. Verifica tu identidad (KYC, revisado en ${r.kycReviewDays} días hábiles). 4. Paga dentro de los ${r.paymentWindowDays} días siguientes a recibir las instrucciones de pago. 5. Sigue tu inversión en tu panel.`,
  kyc: (r) =>
    `La verificación de identidad (KYC) es obligatoria antes de pagar una inversión. La revisión tarda ${r.kycReviewDays} días hábiles y una aprobación es válida durante ${r.kycValidityYears} años. Sin KYC válido puedes tener como máximo ${r.reservationsWithoutKyc} reservas sin pagar, hasta ${r.reservedAmountWithoutKyc} en total.`,
  payment: (r) =>
    `Cuando tu solicitud está aprobada y tu KYC es válido, recibes las instrucciones de pago (importe, referencia y método). Tienes ${r.paymentWindowDays} días para pagar; después la reserva caduca y la participación se libera. Un administrador confirma el pago y tu inversión queda activa. Una inversión que espera el KYC caduca a los ${r.pendingKycDays} días.`,
  budgetHeading: (budget, place, count) =>
    `Con ${budget}${where(place, 'en')}, ${count === 1 ? 'encaja 1 proyecto' : `encajan ${count} proyectos`}:`,
  searchHeading: (place, count) =>
    `${count === 1 ? 'Hay 1 proyecto abierto' : `Hay ${count} proyectos abiertos`} a la inversión${where(place, 'en')}:`,
  projectLine: (l) =>
    `• ${l.title} (${l.location}) — ${es.status[l.status]}. Mínimo ${l.minimum}${l.units ? `; ${l.units}` : ''}; quedan ${l.fundingLeft} por financiar en ${l.openUnits} unidad${l.openUnits === 1 ? '' : 'es'} abierta${l.openUnits === 1 ? '' : 's'}; plazo de ${l.timeline} meses; ganancia esperada ${l.expectedProfit} (una proyección, no una garantía).`,
  unitsFrom: (type, price) => `${type} desde ${price}`,
  belowEveryMinimum: (budget, place, title, minimum) =>
    `${budget} está por debajo del mínimo de todos los proyectos abiertos${where(place, 'en')}. El mínimo más bajo${where(place, 'en')} es ${minimum} (${title}).`,
  lowestElsewhere: (title, minimum, location) =>
    `En todo el catálogo, el mínimo más bajo es ${minimum} (${title}, ${location}).`,
  nothingMatches: (place) =>
    `No encontré ningún proyecto abierto${where(place, 'en')} que encaje. Esto es lo que está abierto:`,
  minimumRange: (low, high) =>
    `Las inversiones mínimas van de ${low.minimum} (${low.title}) a ${high.minimum} (${high.title}).`,
  projectMinimum: (title, minimum) => `La inversión mínima en ${title} es de ${minimum}.`,
  timelineOf: (title, months, completion) =>
    `${title} tiene un plazo de ${months} meses${completion ? `, con finalización prevista en ${completion}` : ''}.`,
  timelineRange: (min, max) => `Los plazos de los proyectos van de ${min} a ${max} meses.`,
  returnsOf: (title, expected, min, max) => `${title}: ganancia esperada ${expected}, en un rango de ${min} a ${max}.`,
  returnsCaveat: 'Son proyecciones, no garantías.',
  assumedUsd: '(Entendí el importe en dólares estadounidenses.)',
  closedProject: (title, status) => `${title} está ${status.toLowerCase()} y no admite nuevas inversiones.`,
  actions: {
    invest: (title) => `Invertir en ${title}`,
    learnMore: (title) => `Ver ${title}`,
    contact: 'Contactar al equipo',
  },
};

const pt: AssistantMessages = {
  status: {
    available: 'Disponível',
    new: 'Novo',
    funding: 'Aberto a investimento',
    planning: 'Em planeamento',
    'pre-construction': 'Pré-construção',
    'under-construction': 'Em construção',
    'in-progress': 'Em curso',
    'near-completion': 'Quase concluído',
    completed: 'Concluído',
    archived: 'Arquivado',
  },
  unitType: (type) => {
    const n = /^(\d)-bedroom-(\w+)/.exec(type);
    if (n) return `${n[2] === 'apartment' ? 'apartamento' : 'moradia em banda'} de ${n[1]} quartos`;
    return (
      {
        'semi-detached': 'moradia geminada',
        'fully-detached': 'moradia isolada',
        'self-compound': 'moradia com pátio',
      }[type as string] ?? type
    );
  },
  greeting:
    'Olá! Posso falar dos nossos projetos, do que cabe no seu orçamento, dos mínimos, do KYC, do pagamento, dos riscos e de como funciona o coinvestimento. O que gostaria de saber?',
  unknown:
    'Desculpe, não consigo responder a isso com o que sei. Posso ajudar com projetos, orçamentos, mínimos, KYC, pagamento, taxas, riscos e coinvestimento; para o resto, a nossa equipa ajuda.',
  contactOffer: 'A nossa equipa pode responder-lhe diretamente: use o botão de contacto e respondemos em 24 horas.',
  contactNoted: (detail) => `Obrigado: anotei ${detail}. A nossa equipa vai contactá-lo em 24 horas.`,
  fees: 'Não posso indicar taxas: as regras publicadas da plataforma não mencionam nenhuma e não vou adivinhar. A nossa equipa diz-lhe exatamente o que se aplica.',
  risks:
    'O imobiliário em planta tem riscos reais: os lucros indicados são projeções, não garantias; a construção pode atrasar; o seu dinheiro fica na unidade até ser vendida; e o lucro depende do preço de venda. Invista apenas o que pode deixar durante todo o prazo.',
  howItWorks:
    'Vários investidores são coproprietários de uma unidade: a sua parte é o seu montante dividido pelo preço da unidade. Quando a unidade concluída é vendida, cada investidor recebe o lucro vezes o seu montante dividido pelo preço; o lucro da parte não financiada é do promotor.',
  howToStart: (r) =>
    `1. Crie uma conta e inicie sessão. 2. Escolha um projeto e invista ou manifeste interesse (pelo menos o seu mínimo). 3. Verifique a sua identidade (KYC, analisado em ${r.kycReviewDays} dias úteis). 4. Pague no prazo de ${r.paymentWindowDays} dias após receber as instruções de pagamento. 5. Acompanhe o investimento no seu painel.`,
  kyc: (r) =>
    `A verificação de identidade (KYC) é obrigatória antes de pagar um investimento. A análise leva ${r.kycReviewDays} dias úteis e uma aprovação é válida por ${r.kycValidityYears} anos. Sem KYC válido pode ter no máximo ${r.reservationsWithoutKyc} reservas por pagar, até ${r.reservedAmountWithoutKyc} no total.`,
  payment: (r) =>
    `Quando o seu pedido é aprovado e o seu KYC é válido, recebe as instruções de pagamento (montante, referência e método). Tem ${r.paymentWindowDays} dias para pagar; depois a reserva expira e a parte é libertada. Um administrador confirma o pagamento e o investimento fica ativo. Um investimento à espera de KYC expira ao fim de ${r.pendingKycDays} dias.`,
  budgetHeading: (budget, place, count) =>
    `Com ${budget}${where(place, 'em')}, ${count === 1 ? 'serve 1 projeto' : `servem ${count} projetos`}:`,
  searchHeading: (place, count) =>
    `${count === 1 ? 'Há 1 projeto aberto' : `Há ${count} projetos abertos`} a investimento${where(place, 'em')}:`,
  projectLine: (l) =>
    `• ${l.title} (${l.location}) — ${pt.status[l.status]}. Mínimo ${l.minimum}${l.units ? `; ${l.units}` : ''}; faltam ${l.fundingLeft} de financiamento em ${l.openUnits} unidade${l.openUnits === 1 ? '' : 's'} aberta${l.openUnits === 1 ? '' : 's'}; prazo de ${l.timeline} meses; lucro esperado ${l.expectedProfit} (uma projeção, não uma garantia).`,
  unitsFrom: (type, price) => `${type} a partir de ${price}`,
  belowEveryMinimum: (budget, place, title, minimum) =>
    `${budget} fica abaixo do mínimo de todos os projetos abertos${where(place, 'em')}. O mínimo mais baixo${where(place, 'em')} é ${minimum} (${title}).`,
  lowestElsewhere: (title, minimum, location) =>
    `Em todo o catálogo, o mínimo mais baixo é ${minimum} (${title}, ${location}).`,
  nothingMatches: (place) =>
    `Não encontrei nenhum projeto aberto${where(place, 'em')} que sirva. Eis o que está aberto:`,
  minimumRange: (low, high) =>
    `Os investimentos mínimos vão de ${low.minimum} (${low.title}) a ${high.minimum} (${high.title}).`,
  projectMinimum: (title, minimum) => `O investimento mínimo em ${title} é de ${minimum}.`,
  timelineOf: (title, months, completion) =>
    `${title} tem um prazo de ${months} meses${completion ? `, com conclusão prevista em ${completion}` : ''}.`,
  timelineRange: (min, max) => `Os prazos dos projetos vão de ${min} a ${max} meses.`,
  returnsOf: (title, expected, min, max) => `${title}: lucro esperado ${expected}, num intervalo de ${min} a ${max}.`,
  returnsCaveat: 'São projeções, não garantias.',
  assumedUsd: '(Entendi o montante em dólares americanos.)',
  closedProject: (title, status) => `${title} está ${status.toLowerCase()} e não aceita novos investimentos.`,
  actions: {
    invest: (title) => `Investir em ${title}`,
    learnMore: (title) => `Ver ${title}`,
    contact: 'Falar com a equipa',
  },
};

export const ASSISTANT_MESSAGES: Readonly<Record<AssistantLanguage, AssistantMessages>> = { en, fr, es, pt };

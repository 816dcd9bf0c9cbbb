import { describe, expect, it } from 'vitest';
import type { NotificationSubject, SubjectBook } from './notification.repository.port.js';
import { notificationsFor, subjectIdsOf, type NotificationContext, type NotifyingEvent } from './notification-rules.js';

const at = new Date(Date.UTC(2026, 10, 26, 9, 30));
const due = new Date(Date.UTC(2026, 11, 3, 14, 5));
const heights: NotificationSubject = { projectTitle: 'East Legon Heights', unitNumber: 'A-12' };
const subjects: SubjectBook = {
  applications: new Map([[11, heights]]),
  investments: new Map([[21, heights]]),
  units: new Map([[31, heights]]),
  projects: new Map([[41, { projectTitle: 'East Legon Heights', unitNumber: null }]]),
};
const context: NotificationContext = { adminIds: [900, 901], subjects };
const INVESTOR = 7;

const make = (event: NotifyingEvent, ctx: NotificationContext = context) => notificationsFor({ id: 5, event }, ctx);
const who = (event: NotifyingEvent) => make(event).map((n) => [n.userId, n.sourceKey]);

describe('who hears of what (product rules §6)', () => {
  it('a new application: the investor, and every active admin once', () => {
    const event: NotifyingEvent = {
      type: 'application.received',
      applicationId: 11,
      userId: INVESTOR,
      projectId: 41,
      unitId: 31,
      interestAmount: '25000.00',
      at,
    };
    expect(who(event)).toEqual([
      [INVESTOR, 'event:5'],
      [900, 'event:5:admin'],
      [901, 'event:5:admin'],
    ]);
    const [investor, admin] = make(event);
    expect(investor).toMatchObject({
      type: 'other',
      title: 'Application received',
      message:
        'We received your application for East Legon Heights, unit A-12 (USD 25,000.00). We will review it and let ' +
        'you know the outcome here.',
    });
    expect(admin).toMatchObject({
      title: 'New application',
      message: 'Application #11 for East Legon Heights, unit A-12: USD 25,000.00. It is waiting for review.',
    });
  });

  it('an admin who applies hears both as investor and as admin; a repeated admin id makes one', () => {
    const event: NotifyingEvent = {
      type: 'application.received',
      applicationId: 11,
      userId: 900,
      projectId: 41,
      unitId: null,
      interestAmount: '1000',
      at,
    };
    expect(make(event, { ...context, adminIds: [900, 900] }).map((n) => [n.userId, n.sourceKey])).toEqual([
      [900, 'event:5'],
      [900, 'event:5:admin'],
    ]);
  });

  it('approved and rejected applications reach only their investor, with the reason', () => {
    expect(who({ type: 'application.approved', applicationId: 11, userId: INVESTOR, reason: null, at })).toEqual([
      [INVESTOR, 'event:5'],
    ]);
    const [rejected, ...others] = make({
      type: 'application.rejected',
      applicationId: 11,
      userId: INVESTOR,
      reason: 'The unit is fully reserved',
      at,
    });
    expect(others).toEqual([]);
    expect(rejected).toMatchObject({
      type: 'alert',
      message:
        'Your application for East Legon Heights, unit A-12 was not approved. Reason: The unit is fully reserved',
    });
  });

  it('KYC: the investor hears of approval, rejection and requests; admins of submissions only', () => {
    const kyc = (to: string, reason: string | null = null): NotifyingEvent => ({
      type: 'kyc.changed',
      kycId: 3,
      userId: INVESTOR,
      from: 'under_review',
      to,
      reason,
      at,
    });
    expect(make(kyc('approved'))).toMatchObject([{ userId: INVESTOR, type: 'milestone', title: 'Identity verified' }]);
    expect(make(kyc('rejected', 'The photo is blurred'))).toMatchObject([
      { userId: INVESTOR, type: 'alert', message: expect.stringContaining('Reason: The photo is blurred') },
    ]);
    expect(make(kyc('requires_additional_info', 'A utility bill from 2026'))).toMatchObject([
      { userId: INVESTOR, message: expect.stringContaining('What we need: A utility bill from 2026') },
    ]);
    expect(who(kyc('pending'))).toEqual([
      [900, 'event:5:admin'],
      [901, 'event:5:admin'],
    ]);
    expect(make(kyc('under_review'))).toEqual([]);
    // Stored before the reason was carried: said without it.
    const { reason: _, ...old } = kyc('rejected') as Extract<NotifyingEvent, { type: 'kyc.changed' }>;
    expect(make(old)[0]!.message).toBe(
      'Your identity verification (KYC) was not approved. You can correct your documents and submit again.',
    );
  });

  it('payment instructions say the reference, the exact amount and the due date', () => {
    expect(
      make({
        type: 'payment.instructions_issued',
        investmentId: 21,
        applicationId: 11,
        userId: INVESTOR,
        amount: '12345.67',
        reference: 'CBA-7K2Q',
        dueAt: due,
        at,
      }),
    ).toEqual([
      {
        userId: INVESTOR,
        sourceKey: 'event:5',
        type: 'alert',
        title: 'Payment instructions',
        message:
          'Please pay USD 12,345.67 for East Legon Heights, unit A-12 with the reference CBA-7K2Q by 3 Dec 2026, ' +
          '14:05 UTC. The bank details are on your dashboard.',
        // The same by catalog id, drawn in the reader's language when read (docs/i18n.md).
        text: {
          title: { id: 'notifications.paymentInstructions.title' },
          message: {
            id: 'notifications.paymentInstructions.message',
            values: {
              amount: { money: '12345.67', currency: 'USD' },
              what: {
                text: {
                  id: 'notifications.subject.unit',
                  values: { projectTitle: 'East Legon Heights', unitNumber: 'A-12' },
                },
              },
              reference: 'CBA-7K2Q',
              dueAt: { at: due.toISOString() },
            },
          },
        },
      },
    ]);
  });

  it('payment confirmed, window expiring and expired reach the investor only', () => {
    expect(
      make({ type: 'payment.confirmed', investmentId: 21, userId: INVESTOR, unitId: 31, amount: '5000', at }),
    ).toMatchObject([
      {
        userId: INVESTOR,
        type: 'completion',
        message:
          'We received your payment of USD 5,000.00 for East Legon Heights, unit A-12. Your investment is now active.',
      },
    ]);
    for (const type of ['payment.window_expiring', 'payment.window_expired'] as const) {
      expect(who({ type, investmentId: 21, userId: INVESTOR, dueAt: due, at })).toEqual([[INVESTOR, 'event:5']]);
    }
  });

  it("a project update reaches each recipient once, styled by the update's type", () => {
    const update: NotifyingEvent = {
      type: 'project.update_posted',
      projectId: 41,
      updateId: 2,
      title: 'Roof completed',
      updateType: 'milestone',
      recipients: [7, 8, 7],
      at,
    };
    expect(make(update)).toMatchObject([
      { userId: 7, type: 'milestone', title: 'Project update: Roof completed' },
      { userId: 8, type: 'milestone' },
    ]);
    expect(make({ ...update, updateType: 'progress' })[0]!.type).toBe('other');
    expect(make({ ...update, recipients: [] })).toEqual([]);
  });

  it('a sold unit tells each investor their own profit share, summed over their stakes', () => {
    const drafts = make({
      type: 'unit.sold',
      unitId: 31,
      soldPrice: '150000.00',
      profitGenerated: '50000.00',
      shares: [
        { investmentId: 1, userId: 7, profitShare: '10000.10', currentValue: '30000.10' },
        { investmentId: 2, userId: 8, profitShare: '5000.00', currentValue: '15000.00' },
        { investmentId: 3, userId: 7, profitShare: '2500.05', currentValue: '7500.05' },
      ],
      developerShare: '32499.85',
      at,
    });
    expect(drafts.map((d) => [d.userId, d.message])).toEqual([
      [
        7,
        'East Legon Heights, unit A-12 was sold for USD 150,000.00. Your profit share is USD 12,500.15, so your ' +
          'stake is now worth USD 37,500.15. Your sale statement (PDF) is under Statements on your dashboard.',
      ],
      [
        8,
        'East Legon Heights, unit A-12 was sold for USD 150,000.00. Your profit share is USD 5,000.00, so your ' +
          'stake is now worth USD 15,000.00. Your sale statement (PDF) is under Statements on your dashboard.',
      ],
    ]);
  });

  it('a recorded payout tells its investor how much was paid, when, how and with which reference', () => {
    const drafts = make({
      type: 'payout.recorded',
      payoutId: 5,
      investmentId: 21,
      userId: INVESTOR,
      unitId: 31,
      amount: '37500.15',
      method: 'mobile_money',
      reference: 'MTN-778812',
      paidOn: '2026-12-04',
      at,
    });
    expect(drafts).toEqual([
      {
        userId: INVESTOR,
        sourceKey: 'event:5',
        type: 'completion',
        title: 'Payout sent',
        message:
          'We paid you USD 37,500.15 for East Legon Heights, unit A-12 on 4 Dec 2026 by mobile money (reference ' +
          'MTN-778812).',
        text: {
          title: { id: 'notifications.payout.title' },
          message: {
            id: 'notifications.payout.message',
            values: {
              amount: { money: '37500.15', currency: 'USD' },
              what: {
                text: {
                  id: 'notifications.subject.unit',
                  values: { projectTitle: 'East Legon Heights', unitNumber: 'A-12' },
                },
              },
              day: { day: '2026-12-04' },
              method: 'mobile_money',
              reference: 'MTN-778812',
            },
          },
        },
      },
    ]);
  });

  it("a contact message reaches the admins with the sender's name and subject, nobody else", () => {
    expect(
      make({ type: 'contact.message_received', senderName: 'Yaw Boateng', subject: 'Listing in Tema', at }),
    ).toMatchObject([
      { userId: 900, message: 'Yaw Boateng wrote about "Listing in Tema". The full message is in the contact inbox.' },
      { userId: 901 },
    ]);
    expect(
      make(
        { type: 'contact.message_received', senderName: 'Yaw', subject: 'Hi there', at },
        { ...context, adminIds: [] },
      ),
    ).toEqual([]);
  });

  it('keeps long reasons inside the stored bounds and names a record that is gone plainly', () => {
    const [long] = make({
      type: 'application.rejected',
      applicationId: 99,
      userId: INVESTOR,
      reason: 'word '.repeat(400),
      at,
    });
    expect(long!.message.length).toBeLessThanOrEqual(1000);
    expect(long!.message).toMatch(/^Your application for your chosen project was not approved\. Reason: word/);
    expect(long!.message.endsWith('…')).toBe(true);
  });
});

describe('the names an event batch needs', () => {
  it('collects each id once by kind', () => {
    expect(
      subjectIdsOf([
        { type: 'application.approved', applicationId: 11, userId: 1, reason: null, at },
        { type: 'application.approved', applicationId: 11, userId: 1, reason: null, at },
        { type: 'payment.confirmed', investmentId: 21, userId: 1, unitId: 31, amount: '1', at },
        { type: 'project.update_posted', projectId: 41, updateId: 1, title: 't', recipients: [], at },
      ]),
    ).toEqual({ applicationIds: [11], investmentIds: [21], unitIds: [31], projectIds: [41] });
  });
});

import { SqlChatLeadsUnitOfWork } from '@cobuy/adapters';
import { chatConversationRecord } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/rest/api.routes.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { uploadImage } from './support/image-helpers.js';
import { submitKycAs } from './support/kyc-helpers.js';

/*
 * Every admin action leaves its audit record, 1:1 (issue 11 §9, §11): each admin write route is called once
 * and the records it added are exactly the expected ones, written by that admin. A refused call (a non-admin,
 * or a bad input) adds none. The route list comes from the server itself, so a new admin write without an
 * audit expectation here fails the coverage test. GraphQL mutations run the same use cases, so the route list
 * covers them.
 */
/** Stands in for Gmail: every test mail is accepted (no real mail leaves the machine). */
const acceptingMailServer = { sendTestMail: async () => {} };
const server = useTestServer({ seed: false, mailVerifier: acceptingMailServer });

interface AuditRow {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string;
}

let admin: TestAccount;
let investor: TestAccount;
let lastAuditId = 0;

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

/** The audit records written since the previous call, oldest first. */
async function newAuditRows(): Promise<AuditRow[]> {
  const rows = await server.db
    .em()
    .execute<{ id: string; actor_id: number | null; action: string; entity: string; entity_id: string }[]>(
      'select id, actor_id, action, entity, entity_id from audit_log where id > ? order by id',
      [lastAuditId],
    );
  if (rows.length) lastAuditId = Number(rows.at(-1)!.id);
  return rows.map((r) => ({ actorId: r.actor_id, action: r.action, entity: r.entity, entityId: String(r.entity_id) }));
}

/** Calls as the admin, expects success, and returns the body together with the audit records it added. */
async function adminAction(method: string, path: string, body?: unknown): Promise<{ body: any; rows: AuditRow[] }> {
  await newAuditRows();
  const res = await call(admin, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  await server.services.background.idle();
  return { body: res.body, rows: await newAuditRows() };
}

/** The records of one admin action: who wrote them, and which action on which record. */
const byAdmin = (...records: [action: string, entity: string, entityId: unknown][]) =>
  records.map(([action, entity, entityId]) => ({ actorId: admin.id, action, entity, entityId: String(entityId) }));

/** Every admin write route, as `METHOD /path` (Express syntax below /api). */
const covered = new Set<string>();
const route = (method: string, path: string) => covered.add(`${method.toUpperCase()} ${path}`);

async function approvedKyc(who: TestAccount): Promise<void> {
  expect(await submitKycAs(server, who)).toMatchObject({ ok: true });
  const queue = await call(admin, 'GET', '/api/secure-admin/kyc-pending');
  const item = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === who.id)!;
  expect((await call(admin, 'PATCH', `/api/secure-admin/kyc/${item.id}/approve`, {})).status).toBe(200);
  await server.services.background.idle();
}

const projectForm = {
  title: 'Audit Gardens',
  description: 'Eight town houses in Oyarifa.',
  location: 'Oyarifa, Accra',
  projectType: 'Residential',
  status: 'Under Construction',
  developerName: 'Oyarifa Homes',
  timeline: '24',
  expectedProfit: '18.5',
  unitPrice: '40000.00',
  minInvestment: '1000.00',
  imageUrl: 'https://images.example/audit-gardens.jpg',
};
const unitForm = (unitNumber: string) => ({
  unitNumber,
  unitType: 'semi-detached',
  bedrooms: 3,
  bathrooms: 2,
  floorArea: '140.00',
  price: '40000.00',
  minInvestmentAmount: '1000.00',
  features: ['garden'],
});

describe('the audit trail is written 1:1 with admin actions', () => {
  beforeAll(async () => {
    admin = await adminAccount(server);
    investor = await newAccount(server);
    await newAuditRows();
  });

  it('writes the expected records for each admin action, and none for a refused one', async () => {
    // Developers.
    route('post', '/secure-admin/developers');
    const developer = await adminAction('POST', '/api/secure-admin/developers', {
      name: 'Audit Developer Ltd',
      description: 'Town houses in Oyarifa.',
      email: 'hello@audit-developer.example',
      phone: '+233 30 000 0000',
      address: '1 Audit Road',
      city: 'Accra',
      country: 'Ghana',
      website: 'https://audit-developer.example',
      establishedYear: '2015',
      licenseNumber: 'GREDA/DEV/2015/0001',
      specialties: 'Town houses',
      completedProjects: '3',
      totalValue: '1000000.00',
      rating: '4.1',
    });
    const developerId = developer.body.id;
    expect(developer.rows).toEqual(byAdmin(['developer.created', 'developer', developerId]));
    route('patch', '/secure-admin/developers/:id');
    expect((await adminAction('PATCH', `/api/secure-admin/developers/${developerId}`, { rating: '4.2' })).rows).toEqual(
      byAdmin(['developer.updated', 'developer', developerId]),
    );
    route('delete', '/secure-admin/developers/:id');
    expect((await adminAction('DELETE', `/api/secure-admin/developers/${developerId}`)).rows).toEqual(
      byAdmin(['developer.deleted', 'developer', developerId]),
    );

    // Projects and units.
    route('post', '/projects');
    const project = await adminAction('POST', '/api/projects', projectForm);
    const projectId = project.body.id;
    expect(project.rows).toEqual(byAdmin(['project.created', 'project', projectId]));
    route('put', '/projects/:id');
    expect((await adminAction('PUT', `/api/projects/${projectId}`, { ...projectForm, timeline: '30' })).rows).toEqual(
      byAdmin(['project.updated', 'project', projectId]),
    );
    // Content translations: saving writes one record (the same text again none); clearing one, twice none.
    const translation = `/api/secure-admin/content-translations/project/${projectId}/description/fr`;
    const translationId = `project:${projectId}:description:fr`;
    route('put', '/secure-admin/content-translations/:kind/:entityId/:field/:language');
    expect((await adminAction('PUT', translation, { text: 'Huit maisons de ville à Oyarifa.' })).rows).toEqual(
      byAdmin(['content_translation.saved', 'content_translation', translationId]),
    );
    expect((await adminAction('PUT', translation, { text: 'Huit maisons de ville à Oyarifa.' })).rows).toEqual([]);
    route('delete', '/secure-admin/content-translations/:kind/:entityId/:field/:language');
    expect((await adminAction('DELETE', translation)).rows).toEqual(
      byAdmin(['content_translation.cleared', 'content_translation', translationId]),
    );
    expect((await adminAction('DELETE', translation)).rows).toEqual([]);
    route('post', '/projects/:projectId/units');
    const unit = await adminAction('POST', `/api/projects/${projectId}/units`, unitForm('T1'));
    const unitId = unit.body.id;
    expect(unit.rows).toEqual(byAdmin(['unit.created', 'unit', unitId]));
    route('put', '/projects/:projectId/units/:unitId');
    expect(
      (await adminAction('PUT', `/api/projects/${projectId}/units/${unitId}`, { ...unitForm('T1'), bedrooms: 4 })).rows,
    ).toEqual(byAdmin(['unit.updated', 'unit', unitId]));
    const spare = (await adminAction('POST', `/api/projects/${projectId}/units`, unitForm('T2'))).body.id;
    route('delete', '/projects/:projectId/units/:unitId');
    expect((await adminAction('DELETE', `/api/projects/${projectId}/units/${spare}`)).rows).toEqual(
      byAdmin(['unit.deleted', 'unit', spare]),
    );
    route('patch', '/secure-admin/units/:unitId/payment-status');
    expect(
      (await adminAction('PATCH', `/api/secure-admin/units/${unitId}/payment-status`, { status: 'partially_funded' }))
        .rows,
    ).toEqual(byAdmin(['unit.status_set', 'unit', unitId]));
    await adminAction('PATCH', `/api/secure-admin/units/${unitId}/payment-status`, { status: 'available' });

    // Project updates.
    route('post', '/projects/:id/updates');
    const update = await adminAction('POST', `/api/projects/${projectId}/updates`, {
      title: 'Foundations done',
      description: 'All eight foundations were cast this week.',
      progressPercentage: 20,
      updateType: 'milestone',
    });
    const updateId = update.body.id;
    expect(update.rows).toEqual(byAdmin(['project_update.posted', 'project_update', updateId]));
    route('put', '/projects/:id/updates/:updateId');
    expect(
      (
        await adminAction('PUT', `/api/projects/${projectId}/updates/${updateId}`, {
          title: 'Foundations done',
          description: 'All eight foundations were cast and cured this week.',
          progressPercentage: 25,
          updateType: 'milestone',
        })
      ).rows,
    ).toEqual(byAdmin(['project_update.edited', 'project_update', updateId]));
    route('delete', '/projects/:id/updates/:updateId');
    expect((await adminAction('DELETE', `/api/projects/${projectId}/updates/${updateId}`)).rows).toEqual(
      byAdmin(['project_update.deleted', 'project_update', updateId]),
    );

    // KYC review: open, ask for more, then (after the investor answers) reject; approval is covered below.
    const other = await newAccount(server);
    expect(await submitKycAs(server, other)).toMatchObject({ ok: true });
    const queue = await call(admin, 'GET', '/api/secure-admin/kyc-pending');
    const kycId = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === other.id)!.id;
    route('patch', '/secure-admin/kyc/:kycId/open-review');
    expect((await adminAction('PATCH', `/api/secure-admin/kyc/${kycId}/open-review`, {})).rows).toEqual(
      byAdmin(['kyc.review_opened', 'kyc_verification', kycId]),
    );
    route('patch', '/secure-admin/kyc/:kycId/reject');
    expect(
      (await adminAction('PATCH', `/api/secure-admin/kyc/${kycId}/reject`, { rejectionReason: 'Blurred passport' }))
        .rows,
    ).toEqual(byAdmin(['kyc.rejected', 'kyc_verification', kycId]));
    const third = await newAccount(server);
    expect(await submitKycAs(server, third)).toMatchObject({ ok: true });
    const thirdKyc = ((await call(admin, 'GET', '/api/secure-admin/kyc-pending')).body as any[]).find(
      (i) => i.userId === third.id,
    ).id;
    await adminAction('PATCH', `/api/secure-admin/kyc/${thirdKyc}/open-review`, {});
    route('patch', '/secure-admin/kyc/:kycId/request-info');
    expect(
      (
        await adminAction('PATCH', `/api/secure-admin/kyc/${thirdKyc}/request-info`, {
          reviewNotes: 'Please add the back of your card',
        })
      ).rows,
    ).toEqual(byAdmin(['kyc.information_requested', 'kyc_verification', thirdKyc]));
    route('patch', '/secure-admin/kyc/:kycId/approve');
    await approvedKyc(investor);

    // Applications: approve (which opens the investment) and reject.
    // One in the unit, one in the project as a whole: one open application per investor and unit (or project).
    const applied = async (target: number | null) => {
      const res = await call(investor, 'POST', '/api/project-interests', {
        userId: investor.id,
        projectId,
        unitId: target,
        interestAmount: '10000',
        currency: 'USD',
        contactPreference: 'email',
        contactInfo: investor.email,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const toApprove = await applied(unitId);
    route('post', '/secure-admin/project-interests/:id/approve');
    const approval = await adminAction('POST', `/api/secure-admin/project-interests/${toApprove}/approve`, {});
    const adminRows = approval.rows.filter((row) => row.actorId === admin.id);
    expect(adminRows[0]).toEqual(byAdmin(['application.approved', 'application', toApprove])[0]);
    expect(adminRows.every((row) => row.entity === 'application' || row.entity === 'investment')).toBe(true);
    const toReject = await applied(null);
    route('post', '/secure-admin/project-interests/:id/reject');
    expect(
      (await adminAction('POST', `/api/secure-admin/project-interests/${toReject}/reject`, { reason: 'Held' })).rows,
    ).toEqual(byAdmin(['application.rejected', 'application', toReject]));

    // Investments: confirm the approved application's payment, cancel a direct one, then sell the unit.
    const mine = (await call(investor, 'GET', `/api/investments/user/${investor.id}`)).body as any[];
    const opened = mine.find((i) => i.status === 'awaiting_payment')!;
    route('post', '/admin/investments/:id/confirm-payment');
    const confirmed = await adminAction('POST', `/api/admin/investments/${opened.id}/confirm-payment`, {});
    expect(confirmed.rows.length).toBeGreaterThan(0);
    expect(confirmed.rows.every((row) => row.actorId === admin.id)).toBe(true);
    expect(confirmed.rows.map((row) => row.action)).toContain('investment.payment_confirmed');
    // A second confirmation activates nothing, so it writes nothing.
    expect((await adminAction('POST', `/api/admin/investments/${opened.id}/confirm-payment`, {})).rows).toEqual([]);

    const direct = await call(investor, 'POST', '/api/investments', {
      userId: investor.id,
      projectId,
      unitId,
      amount: '5000',
    });
    expect(direct.status, JSON.stringify(direct.body)).toBe(201);
    route('patch', '/admin/investments/:id/status');
    const cancelled = await adminAction('PATCH', `/api/admin/investments/${direct.body.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.rows.map((row) => [row.actorId, row.entity, row.entityId])).toContainEqual([
      admin.id,
      'investment',
      String(direct.body.id),
    ]);
    expect(cancelled.rows.every((row) => row.actorId === admin.id)).toBe(true);

    route('patch', '/secure-admin/units/:unitId/mark-sold');
    const sold = await adminAction('PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, {
      soldPrice: '50000',
      sellingCosts: '2000',
      profitGenerated: '8000',
    });
    expect(sold.rows.every((row) => row.actorId === admin.id)).toBe(true);
    expect(sold.rows.map((row) => [row.action, row.entityId])).toContainEqual(['unit.sold', String(unitId)]);
    // The sale's figures are audited with it (issue 19 item 6): the profit is derived from them.
    const [saleRecord] = await server.db
      .em()
      .execute<{ after: Record<string, unknown> }[]>(
        "select after from audit_log where action = 'unit.sold' and entity_id = ? order by id desc limit 1",
        [String(unitId)],
      );
    expect(saleRecord!.after).toMatchObject({
      soldPrice: '50000.00',
      unitPrice: '40000.00',
      sellingCosts: '2000.00',
      profitGenerated: '8000.00',
    });

    // The sold position's payout (issue 19): one record on the investment; a second record is refused, unwritten.
    route('post', '/admin/investments/:id/payout');
    const payout = { method: 'bank_transfer', reference: 'GCB-TRF-1', paidOn: new Date().toISOString().slice(0, 10) };
    const paid = await adminAction('POST', `/api/admin/investments/${opened.id}/payout`, payout);
    expect(paid.rows).toEqual(byAdmin(['investment.payout_recorded', 'investment', opened.id]));
    const again = await call(admin, 'POST', `/api/admin/investments/${opened.id}/payout`, payout);
    expect([again.status, again.body.code]).toEqual([409, 'PAYOUT.ALREADY_RECORDED']);
    await server.services.background.idle();
    expect(await newAuditRows()).toEqual([]);

    // Users: a role change, then deactivate and reactivate.
    const subject = await newAccount(server);
    route('put', '/admin/users/:userId/role');
    expect((await adminAction('PUT', `/api/admin/users/${subject.id}/role`, { role: 'admin' })).rows).toEqual(
      byAdmin(['user.role_changed', 'user', subject.id]),
    );
    route('patch', '/admin/users/:userId/active');
    expect((await adminAction('PATCH', `/api/admin/users/${subject.id}/active`, { isActive: false })).rows).toEqual(
      byAdmin(['user.deactivated', 'user', subject.id]),
    );
    expect((await adminAction('PATCH', `/api/admin/users/${subject.id}/active`, { isActive: true })).rows).toEqual(
      byAdmin(['user.reactivated', 'user', subject.id]),
    );

    // Chat leads: marking one contacted (the assistant records them; here the repository does).
    const conversation = chatConversationRecord({
      conversationKey: 'audit-coverage',
      name: 'Esi Mensah',
      email: 'esi@example.com',
      interestLevel: 'interested',
      turns: [{ role: 'visitor', text: 'What is the minimum?', at: new Date() }],
    });
    if (!conversation.ok) throw new Error(conversation.error);
    const lead = await new SqlChatLeadsUnitOfWork(server.db).run((s) =>
      s.chatLeads.record(conversation.value, new Date()),
    );
    route('patch', '/admin/chat-leads/:id/contact');
    expect((await adminAction('PATCH', `/api/admin/chat-leads/${lead.id}/contact`)).rows).toEqual(
      byAdmin(['chat_lead.contacted', 'chat_lead', lead.id]),
    );
    expect((await adminAction('PATCH', `/api/admin/chat-leads/${lead.id}/contact`)).rows).toEqual([]);

    // Partner API keys: issuing and revoking write one record each (never the key); a second revocation none.
    route('post', '/secure-admin/partner-keys');
    const issued = await adminAction('POST', '/api/secure-admin/partner-keys', { name: 'Audit Partner' });
    const partnerKeyId = issued.body.partnerKey.id;
    expect(issued.rows).toEqual(byAdmin(['partner_key.issued', 'partner_key', partnerKeyId]));
    route('delete', '/secure-admin/partner-keys/:id');
    expect((await adminAction('DELETE', `/api/secure-admin/partner-keys/${partnerKeyId}`)).rows).toEqual(
      byAdmin(['partner_key.revoked', 'partner_key', partnerKeyId]),
    );
    expect((await adminAction('DELETE', `/api/secure-admin/partner-keys/${partnerKeyId}`)).rows).toEqual([]);

    // Currencies: a rate change writes one record; the same rate again (nothing changes) none.
    route('put', '/secure-admin/currencies/:code');
    expect((await adminAction('PUT', '/api/secure-admin/currencies/GHS', { rate: '13.1' })).rows).toEqual(
      byAdmin(['currency_rate.updated', 'currency_rate', 'GHS']),
    );
    expect((await adminAction('PUT', '/api/secure-admin/currencies/GHS', { rate: 13.1 })).rows).toEqual([]);

    // Reconciliation: resolving a held online payment needs a checkout the payment provider held, which this
    // server (online payments off) cannot make; test/payments/online-payments.test.ts asserts its one record
    // (investment.online_payment_confirmed or _refunded). Here: a refused resolution writes nothing.
    route('post', '/secure-admin/reconciliation/:checkoutId/resolve');
    await newAuditRows();
    const unknownCheckout = await call(admin, 'POST', '/api/secure-admin/reconciliation/987654/resolve', {
      action: 'refund',
      note: 'Refunded',
    });
    expect(unknownCheckout.status).toBeGreaterThanOrEqual(400);
    expect(await newAuditRows()).toEqual([]);

    // Public images: each upload writes one record (type, size and SHA-256, never the bytes); a refused one none.
    route('post', '/uploads/images');
    await newAuditRows();
    const image = await uploadImage(server, admin.token);
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    expect(await newAuditRows()).toEqual(byAdmin(['image.uploaded', 'image', image.body.id]));
    expect((await uploadImage(server, admin.token, { image: new Blob(['<svg/>']) })).status).toBe(400);
    expect((await uploadImage(server, investor.token)).status).toBe(403);
    expect(await newAuditRows()).toEqual([]);

    // Mail settings: each save writes one record (never the password), the first and every later one.
    route('post', '/settings/email');
    const mailAccount = { gmailUser: 'platform@cobuy.example', gmailAppPassword: 'abcd efgh ijkl mnop' };
    for (let save = 0; save < 2; save++) {
      expect((await adminAction('POST', '/api/settings/email', mailAccount)).rows).toEqual(
        byAdmin(['mail_settings.updated', 'mail_settings', '1']),
      );
    }

    // Archiving writes one record; archiving it again none.
    route('post', '/projects/:id/archive');
    expect((await adminAction('POST', `/api/projects/${projectId}/archive`)).rows).toEqual(
      byAdmin(['project.archived', 'project', projectId]),
    );
    expect((await adminAction('POST', `/api/projects/${projectId}/archive`)).rows).toEqual([]);

    // The project cannot go while it holds investments (409, nothing written); a fresh one can.
    route('delete', '/projects/:id');
    await newAuditRows();
    expect((await call(admin, 'DELETE', `/api/projects/${projectId}`)).status).toBe(409);
    expect(await newAuditRows()).toEqual([]);
    const empty = (await adminAction('POST', '/api/projects', { ...projectForm, title: 'Audit Empty' })).body.id;
    expect((await adminAction('DELETE', `/api/projects/${empty}`)).rows).toEqual(
      byAdmin(['project.deleted', 'project', empty]),
    );

    // Refused calls write nothing: a non-admin, and an admin's bad input.
    expect((await call(investor, 'POST', '/api/projects', projectForm)).status).toBe(403);
    expect((await call(admin, 'POST', '/api/projects', { ...projectForm, unitPrice: 'abc' })).status).toBe(400);
    expect((await call(investor, 'PATCH', `/api/admin/users/${subject.id}/active`, { isActive: false })).status).toBe(
      403,
    );
    expect(await newAuditRows()).toEqual([]);
  });

  it('has an expectation for every admin write route the server declares', () => {
    const adminWrites = apiRoutes(server.services)
      .filter((r) => r.method !== 'get' && r.useCase.access === 'admin')
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(adminWrites.length).toBeGreaterThan(15);
    expect(adminWrites.filter((r) => !covered.has(r))).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';
import {
  NOTIFICATION_ADDED,
  openChannel,
  signedInChannel,
  storedNotifications,
  subscribe,
  until,
} from '../support/live-helpers.js';
import {
  approveApplication,
  approvedKyc,
  expressInterest,
  projectWithUnit,
  type JourneyApi,
} from '../support/live-journey.js';

/*
 * docs/i18n.md, "On the server": a notification pushed live (/ws and GraphQL's `notificationAdded`, over real
 * WebSockets, the relay running as in production) is drawn in its recipient's chosen language, by the same code
 * as the stored list, so the pushed one is the one the list shows; a recipient who chose none gets English.
 */

const server = useTestServer({ seed: false, liveRelay: true });
const api: JourneyApi = {
  graphql: (query, variables, headers) => server.graphql(query, variables, headers),
  sql: (text, params) => server.db.em().execute(text, params),
};

let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
});

async function settled(): Promise<void> {
  await server.services.background.idle();
  await server.services.live.relay.idle();
}

/** An investor with approved KYC and an application waiting (its notification already relayed). */
async function applicant(language: string | null) {
  const investor = await newAccount(server);
  if (language) {
    const chosen = await send(
      server,
      'PUT',
      `/api/users/${investor.id}/language`,
      { preferredLanguage: language },
      bearer(investor.token),
    );
    expect(chosen.status).toBe(200);
  }
  await approvedKyc(api, investor.id);
  const { projectId, unitId } = await projectWithUnit(api);
  const applicationId = await expressInterest(api, investor, projectId, unitId);
  await settled();
  return { investor, applicationId };
}

const titles = (notifications: { title: string }[]) => notifications.map((n) => n.title).sort();

describe('live notifications', () => {
  it("are pushed in the recipient's chosen language on /ws and notificationAdded, as the list shows them", async () => {
    const { investor, applicationId } = await applicant('fr');
    const before = server.services.live.hub.size.notifications;
    const subscription = await subscribe(server, NOTIFICATION_ADDED, {}, investor.token);
    const channel = await signedInChannel(server, investor);
    await until(() => server.services.live.hub.size.notifications === before + 2);

    await approveApplication(api, admin, applicationId);
    await until(
      () => subscription.results.length >= 2 && channel.notifications().length >= 2,
      () => 'two notifications',
    );

    const french = ['Candidature approuvée', 'Instructions de paiement'];
    const pushed = subscription.values('notificationAdded');
    expect(titles(pushed)).toEqual(french);
    expect(titles(channel.notifications())).toEqual(french);
    expect(channel.notifications()).toEqual(pushed);
    // The same text the stored list gives this reader, field for field.
    const stored = await storedNotifications(server, investor);
    for (const n of pushed) expect(stored).toContainEqual(n);
    const instructions = pushed.find((n: { title: string }) => n.title === 'Instructions de paiement');
    expect(instructions.message).not.toMatch(/Please pay/);
    subscription.ws.close();
    channel.ws.close();
  });

  it('are pushed in English to a recipient who chose no language', async () => {
    const { investor, applicationId } = await applicant(null);
    const before = server.services.live.hub.size.notifications;
    const channel = await signedInChannel(server, investor);
    await until(() => server.services.live.hub.size.notifications === before + 1);

    await approveApplication(api, admin, applicationId);
    await until(
      () => channel.notifications().length >= 2,
      () => 'two notifications',
    );
    expect(titles(channel.notifications())).toEqual(['Application approved', 'Payment instructions']);
    channel.ws.close();
  });

  it("refuse a subscription in the socket's language (its cookie or Accept-Language), code unchanged", async () => {
    const french = await subscribe(server, NOTIFICATION_ADDED, {}, undefined, { 'accept-language': 'fr-FR,fr;q=0.9' });
    await until(() => french.errors.length > 0);
    expect(french.errors[0]).toMatchObject({
      message: 'Authentification requise',
      extensions: { code: 'AUTH.UNAUTHENTICATED' },
    });
    const english = await subscribe(server, NOTIFICATION_ADDED, {});
    await until(() => english.errors.length > 0);
    expect(english.errors[0]).toMatchObject({
      message: 'Authentication required',
      extensions: { code: 'AUTH.UNAUTHENTICATED' },
    });
  });

  it("answer /ws refusals in the socket's language, with the code unchanged", async () => {
    const french = await openChannel(server, { ip: { ...freshIp(), 'accept-language': 'fr' } });
    french.send({ type: 'auth', userId: 1, token: 'not-a-session' });
    await until(() => french.messages.length > 0);
    expect(french.messages[0]).toEqual({
      type: 'error',
      code: 'AUTH.UNAUTHENTICATED',
      message: 'Authentification requise',
    });
    const english = await openChannel(server);
    english.send('nonsense');
    await until(() => english.messages.length > 0);
    expect(english.messages[0]).toMatchObject({ type: 'error', code: 'LIVE.BAD_MESSAGE' });
    expect(english.messages[0].message).toMatch(/^Unexpected message\./);
    const arabic = await openChannel(server, { ip: { ...freshIp(), cookie: 'cobuy_lang=ar' } });
    arabic.send('nonsense');
    await until(() => arabic.messages.length > 0);
    expect(arabic.messages[0]).toEqual({
      type: 'error',
      code: 'LIVE.BAD_MESSAGE',
      message: 'رسالة غير متوقعة على الاتصال المباشر.',
    });
  });
});

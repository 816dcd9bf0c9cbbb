import { systemClock } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../src/testing/test-server.js';
import { insertApprovedKyc, interestIn, projectWithUnit } from '../investing/support/investing-data.js';
import { contextOf, run, valueOf } from '../investing/support/investing-fixture.js';
import { bearer, freshIp, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';

/*
 * The server in the reader's language (docs/i18n.md, "On the server"): error messages in the request's language
 * (the user's chosen one, else the cobuy_lang cookie, else Accept-Language, else English) with codes and fields
 * unchanged; mails in the recipient's language; notifications drawn in the reader's language when read.
 */

const server = useTestServer({ seed: false });

const call = (who: TestAccount | null, method: string, path: string, body?: unknown, headers = {}) =>
  send(server, method, path, body, { ...(who ? bearer(who.token) : {}), ...freshIp(), ...headers });
const choose = async (who: TestAccount, language: string) =>
  expect((await call(who, 'PUT', `/api/users/${who.id}/language`, { preferredLanguage: language })).status).toBe(200);
const outbox = async (address: string) =>
  server.db
    .em()
    .execute<{ template: string; subject: string; text_body: string; html_body: string }[]>(
      'select * from mail_outbox where to_address = ? order by id',
      [address],
    );

describe('error messages', () => {
  it("answer a French user's bad input in French, with the code and the fields unchanged", async () => {
    const amelie = await newAccount(server);
    await choose(amelie, 'fr');
    // A fresh sign-in is not needed: the session reads the user row on every request.
    const res = await call(amelie, 'PUT', `/api/users/${amelie.id}/language`, { preferredLanguage: 'xx' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION.INVALID_INPUT',
      message: 'Certaines données envoyées ne sont pas valides : vérifiez les champs signalés',
      // The field keeps its name; its reason is in French too (the options are codes, kept as they are).
      fields: {
        preferredLanguage:
          "doit être l'une des valeurs suivantes : en, fr, es, de, zh, ar, pt, hi, ja, ko, ru, it, tr, nl, sw",
      },
    });
    const other = await newAccount(server);
    const forbidden = await call(amelie, 'GET', `/api/users/${other.id}/profile`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({
      code: 'AUTH.FORBIDDEN',
      message: "Vous n'êtes pas autorisé à effectuer cette action",
    });
  });

  it("follow the user's choice over the browser's, and the cookie over Accept-Language", async () => {
    const ama = await newAccount(server);
    await choose(ama, 'fr');
    const chosen = await call(ama, 'GET', '/api/users/999999/profile', undefined, { cookie: 'cobuy_lang=en' });
    expect(chosen.body.message).toBe("Vous n'êtes pas autorisé à effectuer cette action");

    const path = '/api/users/1/profile';
    const byCookie = await call(null, 'GET', path, undefined, { cookie: 'theme=dark; cobuy_lang=fr' });
    expect(byCookie.status).toBe(401);
    expect(byCookie.body).toEqual({ code: 'AUTH.UNAUTHENTICATED', message: 'Authentification requise' });
    const byHeader = await call(null, 'GET', path, undefined, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(byHeader.body.message).toBe('Authentification requise');
    const cookieWins = await call(null, 'GET', path, undefined, { cookie: 'cobuy_lang=en', 'accept-language': 'fr' });
    expect(cookieWins.body.message).toBe('Authentication required');
    // English keeps the use case's own words; an unknown language is English.
    const english = await call(null, 'GET', path, undefined, { 'accept-language': 'xx, tlh;q=0.8' });
    expect(english.body).toEqual({ code: 'AUTH.UNAUTHENTICATED', message: 'Authentication required' });
  });

  it('are in the same language over GraphQL, with the same code', async () => {
    const res = await server.graphql('{ myLanguage { preferredLanguage } }', {}, { cookie: 'cobuy_lang=fr' });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Authentification requise',
      extensions: { code: 'AUTH.UNAUTHENTICATED' },
    });
    const english = await server.graphql('{ myLanguage { preferredLanguage } }', {});
    expect(english.body.errors[0].message).toBe('Authentication required');
  });
});

describe('mails', () => {
  it("go out in the recipient's language: French for a user who chose French", async () => {
    const amelie = await newAccount(server);
    await choose(amelie, 'fr');
    const changed = await call(amelie, 'PUT', `/api/users/${amelie.id}/password`, {
      currentPassword: amelie.password,
      newPassword: 'Kakum-Canopy-Walk-7',
      confirmPassword: 'Kakum-Canopy-Walk-7',
    });
    expect(changed.status).toBe(200);
    const [mail] = await outbox(amelie.email);
    expect(mail).toMatchObject({
      template: 'password-changed',
      subject: 'Votre mot de passe CoBuy Accra a été modifié',
    });
    expect(mail!.text_body).toContain('Bonjour Ama,');
    expect(mail!.text_body).toMatch(/a été modifié le .+, heure d'Accra \(GMT\)\./);
    expect(mail!.html_body).toContain('<html lang="fr" dir="ltr">');
  });

  it('start in the language signed up in, and stay English for a user who never chose', async () => {
    const username = `lingua${Math.random().toString(36).slice(2, 8)}`;
    const email = `${username}@example.com`;
    const signUp = await call(null, 'POST', '/api/users', {
      username,
      email,
      password: 'Labadi-Beach-42',
      firstName: 'Kofi',
      lastName: 'Mensah',
      preferredLanguage: 'fr',
    });
    expect(signUp.status).toBe(201);
    await call(null, 'POST', '/api/auth/forgot-password', { email });
    // The reset mail is queued after the answer (the answer takes as long for an unknown address).
    await server.services.background.idle();
    expect((await outbox(email))[0]).toMatchObject({
      template: 'password-reset-code',
      subject: 'Votre code de réinitialisation du mot de passe CoBuy Accra',
    });

    const kwame = await newAccount(server);
    await call(null, 'POST', '/api/auth/forgot-password', { email: kwame.email });
    await server.services.background.idle();
    expect((await outbox(kwame.email))[0]!.subject).toBe('Your CoBuy Accra password reset code');
  });
});

describe('notifications', () => {
  it("are drawn in the reader's language when read: Arabic, then French after a change, English as stored", async () => {
    const investor = await newAccount(server);
    await insertApprovedKyc(server.db, investor.id);
    const project = await projectWithUnit(server.db, { price: '100000.00' });
    valueOf(
      await run(
        server.services.investing.expressInterest,
        contextOf(investor.id, 'user', systemClock),
        interestIn(project.projectId, project.unitId, '30000.00'),
      ),
    );
    await server.services.background.idle();
    await server.services.notificationJobs.drainNotifications();
    const list = async () =>
      (await call(investor, 'GET', `/api/notifications/${investor.id}`)).body as {
        title: string;
        message: string;
      }[];

    const [english] = await list();
    expect(english!.title).toBe('Application received');
    expect(english!.message).toContain('(USD 30,000.00)');

    await choose(investor, 'ar');
    const [arabic] = await list();
    expect(arabic!.title).toBe('تم استلام الطلب');
    expect(arabic!.message).toContain('تلقينا طلبك');
    expect(arabic!.message).toContain('US$');

    await choose(investor, 'fr');
    const [french] = await list();
    expect(french!.title).toBe('Candidature reçue');
    expect(french!.message).toMatch(/30\s000,00\s\$US/);
  });
});

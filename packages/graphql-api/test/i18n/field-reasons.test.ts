import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../src/testing/test-server.js';
import { freshIp } from '../support/accounts-helpers.js';

/*
 * The reasons of a 400's `fields` in the request's language (docs/i18n.md, "On the server"): the code and the
 * field names stay as they are (clients and tests read them), the reasons are the catalogs' `validation.*`
 * texts, English keeps the schemas' own words.
 */

const server = useTestServer({ seed: false });

const BAD_CONTACT = { name: 'Y', email: 'x', subject: 'Hi', message: 'short' };
const contact = (headers: Record<string, string>) =>
  server.post('/api/contact', BAD_CONTACT, { ...freshIp(), ...headers });

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { id } }';
const BAD_SIGN_UP = {
  input: { username: 'ab', email: 'not-an-email', password: 'Labadi-Beach-42', firstName: 'Ama', lastName: 'Mensah' },
};

describe('field reasons of a 400', () => {
  it('are in English for an English request, as the schemas write them', async () => {
    const res = await contact({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION.INVALID_INPUT',
      message: 'Invalid input',
      fields: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at least 5 characters',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('are in French for a French request, with the same code and field names (REST)', async () => {
    const res = await contact({ cookie: 'cobuy_lang=fr' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION.INVALID_INPUT',
      message: 'Certaines données envoyées ne sont pas valides : vérifiez les champs signalés',
      fields: {
        name: 'doit contenir au moins 2 caractères',
        email: 'doit être une adresse e-mail valide',
        subject: 'doit contenir au moins 5 caractères',
        message: 'doit contenir au moins 10 caractères',
      },
    });
  });

  it('are in Arabic for an Arabic request, with the same code and field names (REST)', async () => {
    const res = await contact({ 'accept-language': 'ar-GH,ar;q=0.9' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(res.body.fields).toEqual({
      name: 'يجب ألا يقل عدد الأحرف عن 2',
      email: 'يجب أن يكون عنوان بريد إلكتروني صالحًا',
      subject: 'يجب ألا يقل عدد الأحرف عن 5',
      message: 'يجب ألا يقل عدد الأحرف عن 10',
    });
  });

  it('are translated over GraphQL too, in extensions.fields, with the same code and field names', async () => {
    const english = await server.graphql(SIGN_UP, BAD_SIGN_UP, freshIp());
    const englishFields = english.body.errors[0].extensions.fields;
    expect(english.body.errors[0].extensions.code).toBe('VALIDATION.INVALID_INPUT');
    expect(Object.keys(englishFields).sort()).toEqual(['email', 'username']);

    const french = await server.graphql(SIGN_UP, BAD_SIGN_UP, { ...freshIp(), cookie: 'cobuy_lang=fr' });
    expect(french.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { email: 'doit être une adresse e-mail valide', username: 'doit contenir au moins 3 caractères' },
    });
    expect(Object.keys(french.body.errors[0].extensions.fields).sort()).toEqual(['email', 'username']);

    const arabic = await server.graphql(SIGN_UP, BAD_SIGN_UP, { ...freshIp(), 'accept-language': 'ar' });
    expect(arabic.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { email: 'يجب أن يكون عنوان بريد إلكتروني صالحًا', username: 'يجب ألا يقل عدد الأحرف عن 3' },
    });
  });

  it("translate GraphQL's own variable checks (a missing input field)", async () => {
    const { email: _none, ...withoutEmail } = BAD_SIGN_UP.input;
    const res = await server.graphql(SIGN_UP, { input: withoutEmail }, { ...freshIp(), cookie: 'cobuy_lang=fr' });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { 'input.email': 'est obligatoire' },
    });
    const english = await server.graphql(SIGN_UP, { input: withoutEmail }, freshIp());
    expect(english.body.errors[0].extensions.fields).toEqual({ 'input.email': 'is required' });
  });
});

describe('confirmations of a done action', () => {
  const GOOD_CONTACT = {
    name: 'Yaw Boateng',
    email: 'yaw@example.com',
    subject: 'Listing in Tema',
    message: 'We build in Tema and would like to list with you.',
  };

  it('are in the request language over REST, English unchanged', async () => {
    const english = await server.post('/api/contact', GOOD_CONTACT, freshIp());
    expect(english.status).toBe(201);
    expect(english.body.message).toBe("Thank you for your message. We'll get back to you within 24 hours.");
    const french = await server.post('/api/contact', GOOD_CONTACT, { ...freshIp(), cookie: 'cobuy_lang=fr' });
    expect(french.status).toBe(201);
    expect(french.body.message).toBe('Merci pour votre message. Nous vous répondrons sous 24 heures.');
  });

  it("are in the request language over GraphQL (a mutation's MessagePayload)", async () => {
    const mutation = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }';
    const arabic = await server.graphql(mutation, { input: GOOD_CONTACT }, { ...freshIp(), 'accept-language': 'ar' });
    expect(arabic.body.data.sendContactMessage.message).toBe('شكرًا على رسالتك. سنرد عليك خلال 24 ساعة.');
    const english = await server.graphql(mutation, { input: GOOD_CONTACT }, freshIp());
    expect(english.body.data.sendContactMessage.message).toBe(
      "Thank you for your message. We'll get back to you within 24 hours.",
    );
  });
});

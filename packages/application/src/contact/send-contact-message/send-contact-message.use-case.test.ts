import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { accountsTestKit } from '../../accounts/testing/in-memory-accounts.js';
import { newSignedInUser } from '../../accounts/testing/accounts-scenario.js';
import { SendContactMessage } from './send-contact-message.use-case.js';

const message = {
  name: 'Yaw Boateng',
  email: 'Yaw@Example.com',
  phone: '+233 24 000 0000',
  subject: 'Partnering on Tema units',
  message: 'We build in Tema and would like to list with you.',
};

describe('send contact message', () => {
  it('queues a mail to every admin and the contact inbox', async () => {
    const kit = accountsTestKit();
    await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    await newSignedInUser(kit, { username: 'ama' });
    const send = new SendContactMessage({ ...kit, contactInbox: 'Hello@CoBuy.example' });
    const result = await runUseCase(send, kit.ctx(), message);
    expect(result).toMatchObject({ ok: true, value: { message: expect.stringContaining('24 hours') } });
    expect(kit.store.outbox.mails.map((m) => m.to).sort()).toEqual(['boss@example.com', 'hello@cobuy.example']);
    expect(kit.store.outbox.mails[0]).toMatchObject({
      template: 'contact-message',
      data: { name: 'Yaw Boateng', email: 'yaw@example.com', phone: '+233 24 000 0000', subject: message.subject },
    });
  });

  it("publishes the admins' notification event with the sender's name and subject only", async () => {
    const kit = accountsTestKit();
    await runUseCase(new SendContactMessage(kit), kit.ctx(), message);
    expect(kit.store.published).toEqual([
      {
        type: 'contact.message_received',
        senderName: 'Yaw Boateng',
        subject: 'Partnering on Tema units',
        at: expect.any(Date),
      },
    ]);
  });

  it('asks a changing inbox (the Email Settings account) for each message', async () => {
    const kit = accountsTestKit();
    await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    let inbox: string | null = null;
    const send = new SendContactMessage({ ...kit, contactInbox: async () => inbox });
    await runUseCase(send, kit.ctx(), message);
    inbox = 'Platform@Gmail.com';
    await runUseCase(send, kit.ctx(), message);
    expect(kit.store.outbox.mails.map((m) => m.to)).toEqual([
      'boss@example.com',
      'boss@example.com',
      'platform@gmail.com',
    ]);
  });

  it('applies the form minimums with its messages', async () => {
    const kit = accountsTestKit();
    const result = await runUseCase(new SendContactMessage(kit), kit.ctx(), {
      name: 'Y',
      email: 'no',
      subject: 'Hi',
      message: 'short',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: {
          name: 'Name must be at least 2 characters',
          email: 'Please enter a valid email address',
          subject: 'Subject must be at least 5 characters',
          message: 'Message must be at least 10 characters',
        },
      },
    });
  });

  it('treats the phone as optional and limits messages per IP', async () => {
    const kit = accountsTestKit();
    const send = new SendContactMessage({ ...kit, contactInbox: 'hello@cobuy.example' });
    for (let i = 0; i < kit.limits.contactPerIp.points; i++) {
      expect((await runUseCase(send, kit.ctx(), { ...message, phone: undefined })).ok).toBe(true);
    }
    expect(await runUseCase(send, kit.ctx(), message)).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED' },
    });
  });
});

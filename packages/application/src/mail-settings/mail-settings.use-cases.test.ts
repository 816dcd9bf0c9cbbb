import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { GetMailSettings } from './get-mail-settings.use-case.js';
import { MAIL_SETTINGS_MESSAGES as M, refusalReason } from './mail-settings-errors.js';
import { SaveMailSettings } from './save-mail-settings.use-case.js';
import { mailSettingsTestKit } from './testing/mail-settings-test-kit.js';

const GOOD = { gmailUser: ' Platform@Gmail.com ', gmailAppPassword: 'abcdwxyzabcdwxyz' };

describe('mail settings', () => {
  it('says where mail comes from when nothing is saved: the environment (SMTP_URL) or none', async () => {
    const none = mailSettingsTestKit();
    expect(await runUseCase(new GetMailSettings(none.deps), none.ctx(1), {})).toEqual({
      ok: true,
      value: { source: 'none', senderAddress: null, smtpHost: null, smtpPort: null, updatedAt: null, updatedBy: null },
    });
    const env = mailSettingsTestKit({ environment: true });
    expect(await runUseCase(new GetMailSettings(env.deps), env.ctx(1), {})).toEqual({
      ok: true,
      value: {
        source: 'environment',
        senderAddress: 'no-reply@cobuy.example',
        smtpHost: 'smtp.example',
        smtpPort: 587,
        updatedAt: null,
        updatedBy: null,
      },
    });
  });

  it('refuses a bad address and an app password that is not 16 characters with the form words', async () => {
    const kit = mailSettingsTestKit();
    for (const gmailAppPassword of ['abcd efgh ijk', 'abcdefghijklmnopq', '']) {
      const result = await runUseCase(new SaveMailSettings(kit.deps), kit.ctx(1), {
        gmailUser: 'not-an-address',
        gmailAppPassword,
      });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.fields).toEqual({ gmailUser: M.gmailUser, gmailAppPassword: M.gmailAppPassword });
    }
    expect(kit.verifier.sent).toEqual([]);
    expect(kit.state.row).toBeNull();
  });

  it('takes the password as Gmail shows it, in groups with spaces, and keeps the 16 letters', async () => {
    const kit = mailSettingsTestKit();
    const result = await runUseCase(new SaveMailSettings(kit.deps), kit.ctx(1), {
      gmailUser: GOOD.gmailUser,
      gmailAppPassword: ' abcd wxyz abcd wxyz ',
    });
    expect(result.ok).toBe(true);
    expect(kit.verifier.sent[0]!.account.password).toBe('abcdwxyzabcdwxyz');
    expect(kit.state.row?.password).toBe('abcdwxyzabcdwxyz');
  });

  it('is for admins only', async () => {
    const kit = mailSettingsTestKit();
    const asUser = await runUseCase(new SaveMailSettings(kit.deps), kit.ctx(2, 'user'), GOOD);
    const anonymous = await runUseCase(new GetMailSettings(kit.deps), kit.ctx(null), {});
    expect(asUser).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(anonymous).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(kit.state.row).toBeNull();
  });

  it("saves nothing when the test mail is refused, and says the server's reason", async () => {
    const kit = mailSettingsTestKit({ acceptedPassword: 'the-real-password' });
    const result = await runUseCase(new SaveMailSettings(kit.deps), kit.ctx(1), GOOD);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'MAIL_SETTINGS.TEST_MAIL_REFUSED',
        message: M.checkCredentials,
        details: { reason: '535 5.7.8 Username and Password not accepted' },
      },
    });
    expect(kit.state.row).toBeNull();
    expect(kit.audit).toEqual([]);
  });

  it('never repeats the password in the reason, and keeps it to one bounded line', () => {
    const reason = refusalReason(new Error(`AUTH PLAIN failed\r\nfor secretsecret ${'x'.repeat(500)}`), 'secretsecret');
    expect(reason).not.toContain('secretsecret');
    expect(reason).toMatch(/^AUTH PLAIN failed for \[password\] x+$/);
    expect(reason.length).toBe(300);
  });

  it('sends the test mail to the admin first, then saves, audits without the password and never returns it', async () => {
    const kit = mailSettingsTestKit();
    const result = await runUseCase(new SaveMailSettings(kit.deps), kit.ctx(1), GOOD);
    expect(kit.verifier.sent).toEqual([
      {
        to: 'admin@cobuy.example',
        account: {
          senderAddress: 'platform@gmail.com',
          password: GOOD.gmailAppPassword,
          smtpHost: 'smtp.gmail.com',
          smtpPort: 465,
          smtpSecure: true,
        },
      },
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        source: 'database',
        senderAddress: 'platform@gmail.com',
        smtpHost: 'smtp.gmail.com',
        smtpPort: 465,
        updatedAt: kit.now,
        updatedBy: { id: 1, email: 'admin@cobuy.example' },
      },
    });
    expect(kit.state.row).toMatchObject({ senderAddress: 'platform@gmail.com', updatedBy: 1 });
    expect(kit.audit).toHaveLength(1);
    expect(kit.audit[0]).toMatchObject({ actorId: 1, action: 'mail_settings.updated', entity: 'mail_settings' });
    expect(JSON.stringify(kit.audit)).not.toContain(GOOD.gmailAppPassword);
    expect(JSON.stringify(result)).not.toContain(GOOD.gmailAppPassword);

    // Saved settings win over the environment's account.
    const withSmtpUrl = mailSettingsTestKit({ environment: true });
    withSmtpUrl.state.row = kit.state.row;
    const view = await runUseCase(new GetMailSettings(withSmtpUrl.deps), withSmtpUrl.ctx(1), {});
    expect(view).toMatchObject({ ok: true, value: { source: 'database', senderAddress: 'platform@gmail.com' } });
  });
});

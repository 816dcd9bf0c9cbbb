import { describe, expect, it } from 'vitest';
import { readAccountsConfig } from './accounts-config.js';

describe('accounts configuration', () => {
  it('never serves the development mailbox or creates demo accounts in production', () => {
    expect(readAccountsConfig({}, true)).toMatchObject({ devMailbox: false, demoAccounts: false });
    expect(readAccountsConfig({}, false)).toMatchObject({ devMailbox: true, demoAccounts: true });
    expect(readAccountsConfig({ DEV_MAILBOX: 'false', DEMO_ACCOUNTS: 'false' }, false)).toMatchObject({
      devMailbox: false,
      demoAccounts: false,
    });
    expect(readAccountsConfig({ DEV_MAILBOX: 'true', DEMO_ACCOUNTS: 'true' }, true)).toMatchObject({
      devMailbox: false,
      demoAccounts: false,
    });
  });

  it('keeps the mailbox and demo accounts off when the server is reachable from the network, unless asked', () => {
    expect(readAccountsConfig({}, false, false)).toMatchObject({ devMailbox: false, demoAccounts: false });
    expect(readAccountsConfig({ DEV_MAILBOX: 'true', DEMO_ACCOUNTS: 'true' }, false, false)).toMatchObject({
      devMailbox: true,
      demoAccounts: true,
    });
  });

  it('reads the admin, SMTP and public address', () => {
    const config = readAccountsConfig(
      {
        ADMIN_EMAIL: ' ops@cobuy.example ',
        ADMIN_PASSWORD: 'Tema-Harbour-2026',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        PUBLIC_URL: 'https://cobuy.example/',
      },
      true,
    );
    expect(config).toMatchObject({
      adminEmail: 'ops@cobuy.example',
      adminPassword: 'Tema-Harbour-2026',
      smtpUrl: 'smtps://u:p@mail.example:465',
      appUrl: 'https://cobuy.example',
    });
    expect(() => readAccountsConfig({ SMTP_URL: 'http://mail' }, true)).toThrow(/SMTP_URL/);
  });
});

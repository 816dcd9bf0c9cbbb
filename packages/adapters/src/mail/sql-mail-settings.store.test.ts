import { GMAIL_SMTP } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { FileCipher, randomFileKeyring } from '../files/file-cipher.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { SqlMailSettingsStore } from './sql-mail-settings.store.js';

const PASSWORD = 'abcdwxyzabcdwxyz';
const settings = (senderAddress: string, password = PASSWORD) => ({
  senderAddress,
  password,
  ...GMAIL_SMTP,
  updatedBy: null,
  updatedAt: new Date('2026-11-23T10:00:00.000Z'),
});

describe('SqlMailSettingsStore', () => {
  const fixture = useTestDatabase();
  const cipher = new FileCipher(randomFileKeyring('k1'));

  it('has no settings until some are saved', async () => {
    expect(await new SqlMailSettingsStore(fixture.db.em(), cipher).read()).toBeNull();
  });

  it('keeps the password sealed at rest and gives it back opened', async () => {
    const store = new SqlMailSettingsStore(fixture.db.em(), cipher);
    await store.save(settings('platform@gmail.com'));

    const [raw] = await fixture.db.em().execute<{ has_plain: boolean; key_id: string; rows: number }[]>(
      `select position(convert_to(?, 'UTF8') in password_ciphertext) > 0 as has_plain, password_key_id as key_id,
              (select count(*) from mail_settings)::int as rows
         from mail_settings`,
      [PASSWORD],
    );
    expect(raw).toMatchObject({ has_plain: false, key_id: 'k1', rows: 1 });
    // The same test finds plaintext bytes, so the check above can fail.
    const [control] = await fixture.db
      .em()
      .execute<{ found: boolean }[]>(`select position(convert_to(?, 'UTF8') in convert_to(?, 'UTF8')) > 0 as found`, [
        PASSWORD,
        `x${PASSWORD}x`,
      ]);
    expect(control!.found).toBe(true);

    expect(await store.read()).toEqual(settings('platform@gmail.com'));
    const { password: _password, ...summary } = settings('platform@gmail.com');
    expect(await store.readSummary()).toEqual({ ...summary, updatedByEmail: null });
  });

  it('seals each save with a fresh nonce', async () => {
    const store = new SqlMailSettingsStore(fixture.db.em(), cipher);
    const ivs: string[] = [];
    for (let i = 0; i < 2; i++) {
      await store.save(settings('platform@gmail.com'));
      const [row] = await fixture.db.em().execute<{ iv: string; tag: number; iv_len: number }[]>(
        `select encode(password_iv, 'hex') as iv, length(password_auth_tag) as tag, length(password_iv) as iv_len
             from mail_settings`,
      );
      expect(row).toMatchObject({ tag: 16, iv_len: 12 });
      ivs.push(row!.iv);
    }
    expect(ivs[0]).not.toBe(ivs[1]);
  });

  it('replaces the single row on a second save', async () => {
    const store = new SqlMailSettingsStore(fixture.db.em(), cipher);
    await store.save(settings('first@gmail.com'));
    await store.save(settings('second@gmail.com', 'zzzzyyyyxxxxwwww'));
    expect(await store.read()).toMatchObject({ senderAddress: 'second@gmail.com', password: 'zzzzyyyyxxxxwwww' });
    const [count] = await fixture.db.em().execute<{ n: number }[]>('select count(*)::int as n from mail_settings');
    expect(Number(count!.n)).toBe(1);
  });

  it('does not open a password whose sender was changed behind the application, nor with another key', async () => {
    const store = new SqlMailSettingsStore(fixture.db.em(), cipher);
    await store.save(settings('platform@gmail.com'));
    const otherKey = new SqlMailSettingsStore(fixture.db.em(), new FileCipher(randomFileKeyring('k1')));
    await expect(otherKey.read()).rejects.toThrow(/cannot be opened \(key "k1"/);
    // The summary never opens the password, so the settings page still shows what is saved.
    expect(await otherKey.readSummary()).toMatchObject({ senderAddress: 'platform@gmail.com' });
    await fixture.db.em().execute(`update mail_settings set sender_address = 'attacker@gmail.com'`);
    await expect(store.read()).rejects.toThrow(/cannot be opened/);
  });
});

import type { ReferenceGenerator } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

// No 0/O or 1/I: references are typed by hand on bank transfers.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A check character over the digits, so that a mistyped reference is noticed when payments are matched. */
function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (ALPHABET.indexOf(body[i]!) + 1) * (i + 1);
  return ALPHABET[sum % ALPHABET.length]!;
}

/**
 * Payment references like `CB-7K3Q-9`: a database sequence makes them unique across processes (the column is
 * also unique), written in a 32-letter alphabet with a check character.
 */
export class SqlPaymentReferenceGenerator implements ReferenceGenerator {
  constructor(private readonly em: SqlEntityManager) {}

  async nextPaymentReference(): Promise<string> {
    const rows = await this.em.execute<SqlRow[]>(`select nextval('payment_reference_seq') as n`);
    let n = BigInt(String(rows[0]!.n));
    let body = '';
    do {
      body = ALPHABET[Number(n % 32n)]! + body;
      n /= 32n;
    } while (n > 0n);
    body = body.padStart(4, ALPHABET[0]!);
    return `CB-${body}-${checkCharacter(body)}`;
  }
}

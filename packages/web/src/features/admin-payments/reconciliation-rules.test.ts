import { describe, expect, it } from 'vitest';
import {
  reconciliationCsvPath,
  reconciliationParams,
  reconciliationQueryOf,
  resolveSchema,
} from './reconciliation-rules';

describe('reconciliation rules', () => {
  it('a refund needs a note; a confirmation does not (messages are catalog ids)', async () => {
    await expect(resolveSchema.validate({ action: 'confirm', note: '' })).resolves.toBeTruthy();
    await expect(resolveSchema.validate({ action: 'refund', note: '  ' })).rejects.toThrow(
      'adminPayments.validation.refundNote',
    );
    await expect(resolveSchema.validate({ action: 'other', note: '' })).rejects.toThrow(
      'adminPayments.validation.chooseAction',
    );
  });
  it('exports the list as filtered: status, provider and reference', () => {
    const none = { status: 'all', provider: '', reference: '' } as const;
    expect(reconciliationCsvPath(none)).toBe('/api/secure-admin/reconciliation.csv');
    expect(reconciliationCsvPath({ ...none, status: 'held' })).toBe('/api/secure-admin/reconciliation.csv?status=held');
    expect(reconciliationCsvPath({ status: 'matched', provider: ' paystack ', reference: 'CB 1&x' })).toBe(
      '/api/secure-admin/reconciliation.csv?status=matched&provider=paystack&reference=CB+1%26x',
    );
  });
  it('reads and writes the filters in the address; the default is the held payments', () => {
    expect(reconciliationQueryOf(new URLSearchParams('tab=reconciliation'))).toEqual({
      status: 'held',
      provider: '',
      reference: '',
    });
    const query = reconciliationQueryOf(new URLSearchParams('status=unmatched&provider=paystack&reference=%20CB-1%20'));
    expect(query).toEqual({ status: 'unmatched', provider: 'paystack', reference: 'CB-1' });
    expect(reconciliationParams(query)).toEqual({
      tab: 'reconciliation',
      status: 'unmatched',
      provider: 'paystack',
      reference: 'CB-1',
    });
    expect(reconciliationQueryOf(new URLSearchParams('status=bogus')).status).toBe('held');
    expect(reconciliationParams({ status: 'held', provider: ' ', reference: '' })).toEqual({ tab: 'reconciliation' });
  });
});

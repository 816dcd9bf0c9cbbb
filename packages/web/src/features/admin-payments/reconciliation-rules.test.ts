import { describe, expect, it } from 'vitest';
import { reconciliationCsvPath, resolveSchema } from './reconciliation-rules';

describe('reconciliation rules', () => {
  it('a refund needs a note; a confirmation does not', async () => {
    await expect(resolveSchema.validate({ action: 'confirm', note: '' })).resolves.toBeTruthy();
    await expect(resolveSchema.validate({ action: 'refund', note: '  ' })).rejects.toThrow(
      'Say how the payment was refunded',
    );
    await expect(resolveSchema.validate({ action: 'other', note: '' })).rejects.toThrow('Choose confirm or refund');
  });
  it('exports the filtered list', () => {
    expect(reconciliationCsvPath('all')).toBe('/api/secure-admin/reconciliation.csv');
    expect(reconciliationCsvPath('held')).toBe('/api/secure-admin/reconciliation.csv?status=held');
  });
});

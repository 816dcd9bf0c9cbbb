import { describe, expect, it } from 'vitest';
import { isFiltered, kycQueueFilter, kycQueueParams, kycQueueQueryOf } from './kyc-queue-rules';

describe('KYC queue filters', () => {
  it('read from the address, ignoring what is not a filter', () => {
    expect(kycQueueQueryOf(new URLSearchParams('tab=kyc'))).toEqual({ status: 'all', from: '', to: '', search: '' });
    const query = kycQueueQueryOf(new URLSearchParams('status=pending&from=2026-04-01&to=nope&q=%20ama%20'));
    expect(query).toEqual({ status: 'pending', from: '2026-04-01', to: '', search: 'ama' });
    expect(isFiltered(query)).toBe(true);
    expect(kycQueueQueryOf(new URLSearchParams('status=approved')).status).toBe('all');
  });
  it('written back to the address and sent to the server without empty fields', () => {
    const query = { status: 'under_review', from: '', to: '2026-04-30', search: 'kofi' } as const;
    expect(kycQueueParams(query)).toEqual({ tab: 'kyc', status: 'under_review', to: '2026-04-30', q: 'kofi' });
    expect(kycQueueFilter(query)).toEqual({
      status: 'under_review',
      submittedFrom: null,
      submittedTo: '2026-04-30',
      search: 'kofi',
    });
    expect(kycQueueFilter({ status: 'all', from: '', to: '', search: '' })).toEqual({
      status: null,
      submittedFrom: null,
      submittedTo: null,
      search: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { channelsText, payOnlineSchema, rateText } from './pay-online-rules';

describe('pay online rules', () => {
  it('needs GHS or USD', async () => {
    await expect(payOnlineSchema.validate({ currency: 'GHS' })).resolves.toEqual({ currency: 'GHS' });
    await expect(payOnlineSchema.validate({ currency: 'EUR' })).rejects.toThrow('Choose how to pay');
    await expect(payOnlineSchema.validate({ currency: '' })).rejects.toThrow('Choose how to pay');
  });
  it('names the channels and the locked rate', () => {
    expect(channelsText(['mobile_money', 'card', 'bank'])).toBe('mobile money, card or bank');
    expect(channelsText(['card'])).toBe('card');
    expect(rateText('GHS', '12.5')).toBe('12.5 GHS per USD');
    expect(rateText('USD', '1')).toBeNull();
  });
});

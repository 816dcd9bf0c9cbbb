import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import investingFrench from '../../i18n/messages/investing/fr.json';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { channelsText, payOnlineSchema, rateText } from './pay-online-rules';

const said = async (value: object) => {
  try {
    await payOnlineSchema.validate(value);
    return null;
  } catch (error) {
    return formatFieldMessage(englishIntl, (error as Error).message);
  }
};

describe('pay online rules', () => {
  it('needs GHS or USD', async () => {
    await expect(payOnlineSchema.validate({ currency: 'GHS' })).resolves.toEqual({ currency: 'GHS' });
    expect(await said({ currency: 'EUR' })).toBe('Choose how to pay');
    expect(await said({ currency: '' })).toBe('Choose how to pay');
  });
  it('names the channels and the locked rate in the interface language', () => {
    expect(channelsText(['mobile_money', 'card', 'bank'], englishIntl)).toBe('mobile money, card, or bank');
    expect(channelsText(['card'], englishIntl)).toBe('card');
    expect(channelsText(['ussd'], englishIntl)).toBe('ussd');
    expect(rateText('GHS', '12.5', englishIntl)).toBe('12.5 GHS per USD');
    expect(rateText('USD', '1', englishIntl)).toBeNull();
    const french = createIntl({ locale: 'fr', messages: investingFrench });
    expect(channelsText(['mobile_money', 'card'], french)).toBe('mobile money ou carte');
  });
});

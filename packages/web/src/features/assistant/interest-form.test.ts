import { describe, expect, it } from 'vitest';
import { interestProblems, type InterestValues } from './interest-form';

const filled: InterestValues = {
  userName: 'Ama Mensah',
  userEmail: 'ama@example.com',
  interestAmount: '20000',
  currency: 'GHS',
  contactPreference: 'whatsapp',
  contactInfo: '+233 20 000 0000',
  message: '',
};

describe('the chat interest dialog (investor spec §5)', () => {
  it('takes a filled form; the message is optional', () => {
    expect(interestProblems(filled)).toEqual({});
  });

  it('needs name, email, amount and contact details, blanks included', () => {
    expect(
      interestProblems({ ...filled, userName: '  ', userEmail: '', interestAmount: ' ', contactInfo: '\t' }),
    ).toEqual({ userName: 'missing', userEmail: 'missing', interestAmount: 'missing', contactInfo: 'missing' });
  });

  it('refuses an email without a domain and an amount that is not a positive sum of money', () => {
    expect(interestProblems({ ...filled, userEmail: 'ama@' }).userEmail).toBe('email');
    for (const amount of ['0', '-5', '12.345', '1e5', 'abc'])
      expect(interestProblems({ ...filled, interestAmount: amount }).interestAmount).toBe('amount');
    expect(interestProblems({ ...filled, interestAmount: '2500.50' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { chatLeadMailto, INTEREST_LEVELS, interestLevelLabel } from './chat-lead-rules';

describe('the Send Email draft', () => {
  it('addresses the lead by name with a subject and their first message, all encoded', () => {
    const url = new URL(
      chatLeadMailto({ name: 'Kwame Mensah', email: 'kwame+1@example.com', firstMessage: 'A & B?' }, englishIntl),
    );
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('kwame+1@example.com');
    expect(url.searchParams.get('subject')).toBe('Your enquiry about co-buying property in Accra');
    expect(url.searchParams.get('body')).toContain('Dear Kwame Mensah,');
    expect(url.searchParams.get('body')).toContain('"A & B?"');
    expect(url.searchParams.get('body')).toMatch(/Best regards,\nCoBuy Accra$/);
  });

  it('greets a lead without a name plainly', () => {
    const url = new URL(chatLeadMailto({ name: null, email: 'yaw@example.co.uk', firstMessage: 'Hi' }, englishIntl));
    expect(url.searchParams.get('body')).toMatch(/^Hello,\n\nThank you/);
  });
});

describe('interest levels', () => {
  it('are listed in order and named as the page shows them', () => {
    expect(INTEREST_LEVELS.map((level) => interestLevelLabel(level, englishIntl))).toEqual([
      'Initial',
      'Interested',
      'Qualified',
      'Contacted',
    ]);
  });
});

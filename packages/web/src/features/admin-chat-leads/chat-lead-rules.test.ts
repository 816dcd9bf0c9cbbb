import { describe, expect, it } from 'vitest';
import { chatLeadMailto } from './chat-lead-rules';

describe('the Send Email draft', () => {
  it('addresses the lead by name with a subject and their first message, all encoded', () => {
    const url = new URL(chatLeadMailto({ name: 'Kwame Mensah', email: 'kwame+1@example.com', firstMessage: 'A & B?' }));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('kwame+1@example.com');
    expect(url.searchParams.get('subject')).toBe('Your enquiry about co-buying property in Accra');
    expect(url.searchParams.get('body')).toContain('Dear Kwame Mensah,');
    expect(url.searchParams.get('body')).toContain('"A & B?"');
  });

  it('greets a lead without a name plainly', () => {
    const url = new URL(chatLeadMailto({ name: null, email: 'yaw@example.co.uk', firstMessage: 'Hi' }));
    expect(url.searchParams.get('body')).toMatch(/^Hello,/);
  });
});

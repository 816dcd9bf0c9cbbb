import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { testIntl } from '../../i18n/testing/test-intl';
import french from '../../i18n/messages/investing/fr.json';
import { formatDeadline } from './deadline';

const DUE = '2026-12-03T14:00:00.000Z';

describe('a payment deadline in the interface language (issue 19 item 8, issue 20)', () => {
  it('says a deadline in Accra time alone for a viewer whose clock reads the same', () => {
    expect(formatDeadline(englishIntl, DUE, 'Africa/Accra')).toBe('Dec 3, 2026, 2:00 PM Accra time (GMT)');
    expect(formatDeadline(englishIntl, DUE, 'UTC')).toBe('Dec 3, 2026, 2:00 PM Accra time (GMT)');
    expect(formatDeadline(englishIntl, DUE, 'Africa/Abidjan')).toBe('Dec 3, 2026, 2:00 PM Accra time (GMT)');
  });

  it("adds the viewer's own time when it differs, across a day too", () => {
    expect(formatDeadline(englishIntl, DUE, 'Africa/Lagos')).toBe(
      'Dec 3, 2026, 2:00 PM Accra time (GMT) · Dec 3, 2026, 3:00 PM your time (GMT+1)',
    );
    expect(formatDeadline(englishIntl, '2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe(
      'Dec 3, 2026, 11:30 PM Accra time (GMT) · Dec 4, 2026, 8:30 AM your time (GMT+9)',
    );
  });

  it('writes the date, the clock and the words in French for a French reader', () => {
    const text = formatDeadline(testIntl(french, 'fr'), DUE, 'Europe/Paris');
    expect(text).toBe('3 déc. 2026, 14:00, heure d’Accra (UTC+0) · 3 déc. 2026, 15:00, votre heure (UTC+1)');
  });

  it('keeps an unreadable value as it came, and a dash for none', () => {
    expect(formatDeadline(englishIntl, 'soon')).toBe('soon');
    expect(formatDeadline(englishIntl, null)).toBe('—');
  });
});

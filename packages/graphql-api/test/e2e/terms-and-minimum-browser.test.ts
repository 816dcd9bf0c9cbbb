import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer } from '../../src/testing/test-server.js';

const PHONE = { width: 390, height: 844 };

/** Issue 19, item 9, on a phone: the sign-up's terms are a link, and the landing's minimum follows the currency. */
describe.skipIf(browserUnavailable())('the terms and the landing minimum on a phone', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: PHONE });

  it('the sign-up checkbox links to the terms, which open in a new tab and leave the form as it was', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await page.getByLabel('First Name').fill('Kofi');
    await page.getByLabel('Email').fill('kofi@example.com');

    const link = page.getByRole('link', { name: 'terms and conditions' });
    expect(await link.getAttribute('href')).toBe('/terms');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await terms.getByRole('heading', { name: 'Terms of Use', level: 1 }).waitFor();
    for (const heading of ['Investing carries risk', 'Verifying your identity (KYC)', 'Paying for an investment']) {
      expect(await terms.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    const text = (await terms.locator('main').textContent()) ?? '';
    expect(text).toContain('There are no guaranteed returns');
    expect(text).toContain('you have 7 days to pay it');
    expect(text).toContain('Sharing the profit');
    // Readable on the phone: no sideways scrolling.
    expect(await terms.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await terms.close();

    // The form is where it was, with what was typed; following the link did not tick the box.
    expect(page.url()).toBe(`${server.url}/signup`);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Kofi');
    expect(await page.getByLabel('Email').inputValue()).toBe('kofi@example.com');
    expect(await page.getByLabel('I accept the terms and conditions').isChecked()).toBe(false);
  });

  it("the landing page's ₵25,000 minimum shows in the chosen display currency, at the server's rate", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    const lead = page.getByTestId('hero-lead');
    // US dollars by default: 25,000.00 cedis at the seeded 12.5 cedis to the dollar.
    await expect.poll(() => lead.textContent()).toContain('from $2,000.00,');
    expect(await lead.textContent()).not.toContain('₵');

    // The phone's menu holds the currency picker; choosing pounds converts the minimum like every other price.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const picker = page.locator('[data-testid="currency-picker"]:visible').first();
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    await picker.selectOption('GBP');
    // 2,000.00 dollars at the seeded 0.79 pounds to the dollar.
    await expect.poll(() => lead.textContent()).toContain('from £1,580.00,');

    // Cedis when the visitor chooses cedis.
    await picker.selectOption('GHS');
    await expect.poll(() => lead.textContent()).toContain('from ₵25,000.00,');
  });
});

import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { chatLeadListJson } from '../../src/openapi/chat-leads-response.schemas.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer } from '../support/accounts-helpers.js';

/*
 * Issue 21 items 4 and 5 (docs/assistant.md, "The widget"): the chat widget against the real server and the seeded
 * catalog. Each step waits for what the visitor would see (the answer, the new page's own heading) before acting.
 */

const LANDING_HEADING = "Own a share of Accra's next landmark homes";

/** The JSON bodies the page sends to POST /api/chatbot/message, in order. */
function recordQuestions(page: Page): Array<Record<string, any>> {
  const sent: Array<Record<string, any>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/chatbot/message'))
      sent.push(request.postDataJSON() as Record<string, any>);
  });
  return sent;
}

const answers = (page: Page) => page.getByTestId('assistant-message-assistant');

async function ask(page: Page, question: string) {
  const before = await answers(page).count();
  await page.getByLabel('Your question').fill(question);
  await page.getByLabel('Your question').press('Enter');
  await expect.poll(() => answers(page).count()).toBe(before + 1);
  return answers(page).nth(before);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');

describe.skipIf(browserUnavailable())('the assistant widget in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('answers about a seeded project, opens its page from a button and records an interest from the dialog', async () => {
    const { page } = browser;
    const sent = recordQuestions(page);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    // The panel is not part of the page until the bubble is pressed.
    expect(await page.getByTestId('assistant-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Open the investment assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Investment assistant' });
    await panel.waitFor();
    // Keyboard users start in the question box; new lines are announced politely.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder))
      .toBe('Ask about projects, budgets, KYC…');
    expect(await panel.getByRole('log').getAttribute('aria-live')).toBe('polite');

    // An empty message sends nothing (investor spec §5).
    await page.getByLabel('Your question').fill('   ');
    await page.getByLabel('Your question').press('Enter');
    expect(sent).toHaveLength(0);

    const answer = await ask(page, 'What can I get in East Legon for $5,000?');
    expect(await answer.textContent()).toContain('East Legon Heights');
    expect(sent[0]).toMatchObject({ message: 'What can I get in East Legon for $5,000?', history: [], language: 'en' });
    expect(sent[0]!.conversationId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    // The next question carries the conversation so far as history, and the same conversation.
    await ask(page, 'And what is the minimum?');
    expect(sent[1]!.history).toEqual([
      { role: 'user', content: 'What can I get in East Legon for $5,000?' },
      { role: 'assistant', content: (await answer.locator('p').textContent())!.replace(/^Assistant:/, '') },
    ]);
    expect(sent[1]!.conversationId).toBe(sent[0]!.conversationId);

    // learn_more opens the real project page; the chat folds to its bar.
    const learnMore = answer.locator('button[data-action="learn_more"]').first();
    const projectId = await learnMore.getAttribute('data-project-id');
    const title = await page.evaluate(async (id) => {
      const response = await fetch(`/api/projects/${id}`);
      return ((await response.json()) as { title: string }).title;
    }, projectId);
    expect(await answer.textContent()).toContain(title);
    await learnMore.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toBe(`${server.url}/projects/${projectId}`);
    const restore = page.getByRole('button', { name: 'Investment assistant' });
    expect(await restore.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Your question').count()).toBe(0);

    // invest opens the chat's interest dialog for that project.
    await restore.click();
    await answer.locator(`button[data-action="invest"][data-project-id="${projectId}"]`).click();
    const dialog = page.getByRole('dialog', { name: 'Express your interest' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Project: ${title}`);
    await dialog.getByRole('button', { name: 'Submit interest' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Please fill in all required fields');
    await expect.poll(() => focusedLabel(page)).toContain('userName');
    await dialog.getByLabel('Full name').fill('Ama Mensah');
    await dialog.getByLabel('Email', { exact: true }).fill('ama.widget@example.com');
    await dialog.getByLabel('Amount').fill('20000');
    await dialog.getByLabel('Currency').selectOption('GHS');
    await dialog.getByLabel('How should we contact you?').selectOption('whatsapp');
    await dialog.getByLabel('WhatsApp number').fill('+233 20 123 4567');
    await dialog.getByLabel('Message (optional)').fill('A two-bedroom, please');
    await dialog.getByRole('button', { name: 'Submit interest' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Interest Submitted Successfully!');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => answers(page).last().textContent()).toContain('Thank you, Ama Mensah!');

    // The interest is the conversation's lead, qualified (docs/assistant.md, "Chat leads").
    const admin = await adminAccount(server);
    const res = await server.get('/api/admin/chat-leads?pageSize=100', bearer(admin.token));
    const lead = chatLeadListJson.parse(res.body).leads.find((l) => l.email === 'ama.widget@example.com');
    expect(lead).toMatchObject({ interestLevel: 'qualified', name: 'Ama Mensah' });
    expect(lead!.firstMessage).toBe('What can I get in East Legon for $5,000?');

    // Escape closes the chat and gives focus back to the bubble; the conversation is kept for the next open.
    await page.getByLabel('Your question').press('Escape');
    await expect.poll(() => focusedLabel(page)).toBe('Open the investment assistant');
    expect(await page.getByRole('dialog', { name: 'Investment assistant' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open the investment assistant' }).click();
    await expect.poll(() => answers(page).count()).toBeGreaterThanOrEqual(3);
  });

  it('answers from the browser when the server fails', async () => {
    const { page } = browser;
    // The server's failure is held until the typing indicator has been seen.
    let fail = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/api/chatbot/message', async (route) => {
      await failed;
      await route.fulfill({ status: 503, body: 'down' });
    });
    await page.goto(`${server.url}/faq`);
    await page.getByRole('button', { name: 'Open the investment assistant' }).click();
    await page.getByLabel('Your question').fill('How long do I have to pay?');
    await page.getByLabel('Your question').press('Enter');
    await page.getByTestId('assistant-typing').waitFor();
    expect(await page.getByTestId('assistant-typing').textContent()).toContain('The assistant is typing');
    fail();
    await expect.poll(() => answers(page).count()).toBe(1);
    expect(await page.getByTestId('assistant-typing').count()).toBe(0);
    const answer = answers(page).first();
    expect(await answer.textContent()).toContain("I can't reach our live catalog right now");
    expect(await answer.textContent()).toContain('payment is due within 7 days');
    await answer.getByRole('button', { name: 'Contact our team' }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/contact`);
  });

  it('opens right to left in Arabic and asks in Arabic', async () => {
    const { page } = browser;
    const sent = recordQuestions(page);
    await page.goto(`${server.url}/?lang=ar`);
    await page.getByRole('heading', { level: 1, name: 'امتلك حصة في المساكن البارزة القادمة في أكرا' }).waitFor();
    const bubble = page.getByRole('button', { name: 'افتح مساعد الاستثمار' });
    // At the end of the line, which is the left in Arabic.
    const box = (await bubble.boundingBox())!;
    expect(box.x).toBeLessThan(200);
    await bubble.click();
    const panel = page.getByRole('dialog', { name: 'مساعد الاستثمار' });
    await panel.waitFor();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeLessThan(100);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('سؤالك').fill('ما هي المخاطر؟');
    await page.getByLabel('سؤالك').press('Enter');
    await expect.poll(() => answers(page).count()).toBe(1);
    expect(sent[0]).toMatchObject({ message: 'ما هي المخاطر؟', language: 'ar' });
  });
});

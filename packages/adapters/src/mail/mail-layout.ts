import type { LanguageCode } from '@cobuy/domain';
import { ServerMessages } from '../i18n/server-messages.js';

/** What every mail shares: the brand, HTML escaping and the page around the body. */
export interface MailBranding {
  readonly appName: string;
  /** Public address of the web app, for links (e.g. `https://cobuy.example`). */
  readonly appUrl: string;
}

export const DEFAULT_BRANDING: MailBranding = { appName: 'CoBuy Accra', appUrl: 'http://localhost:3000' };

/** The server's catalogs, for every mail (docs/i18n.md, "On the server"). */
export const mailMessages = new ServerMessages();

/** Languages written right to left: their mails get `dir="rtl"`. */
const RIGHT_TO_LEFT: readonly LanguageCode[] = ['ar'];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function layout(branding: MailBranding, title: string, bodyHtml: string, language: LanguageCode = 'en'): string {
  const dir = RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
  const footer = mailMessages.format(language, 'mail.footer', { appName: branding.appName });
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f9fafb;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="color:#6b7280;font-size:12px;margin-top:24px">${escapeHtml(footer)}</p>
</div></body></html>`;
}

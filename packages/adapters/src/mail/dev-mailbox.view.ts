import { escapeHtml } from './mail-layout.js';
import { revealSecrets, type OutboxMail } from './outbox-mail.js';

/** The development mailbox as JSON: what was queued and what became of it. */
export function mailboxJson(mails: readonly OutboxMail[]) {
  return {
    mails: mails.map((m) => ({
      id: m.id,
      template: m.template,
      to: m.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      // The secret while the mail waits (the development mailbox is its delivery), a note once it is gone.
      ...revealSecrets(m),
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The development mailbox as a page (never served in production): newest first, with the text body,
 * so a reset code can be read without a mail server.
 */
export function mailboxHtml(mails: readonly OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article data-mail-id="${m.id}" data-template="${escapeHtml(m.template)}">
<header><strong>${escapeHtml(m.subject)}</strong></header>
<dl><dt>To</dt><dd class="to">${escapeHtml(m.to)}</dd>
<dt>Queued</dt><dd>${m.createdAt.toISOString()}</dd>
<dt>Status</dt><dd class="status-${m.status}">${m.status}${m.attempts ? ` after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}` : ''}${m.lastError ? ` (${escapeHtml(m.lastError)})` : ''}</dd></dl>
<pre>${escapeHtml(revealSecrets(m).text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#111827}
article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0;font-size:14px}dt{color:#6b7280}dd{margin:0}
pre{white-space:pre-wrap;background:#f9fafb;padding:8px;border-radius:4px}.status-failed{color:#b91c1c}.status-sent{color:#047857}</style>
</head><body><h1>Development mailbox</h1>
<p>Every mail the server queued, newest first. This page does not exist in production. JSON: <a href="/api/dev/mailbox">/api/dev/mailbox</a></p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

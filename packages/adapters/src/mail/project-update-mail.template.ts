import type { AccountsMail, LanguageCode } from '@cobuy/domain';
import { mailMessages, type MailBranding } from './mail-layout.js';
import { simpleMail } from './kyc-mail.templates.js';
import type { RenderedMail } from './outbox-mail.js';
import { turnOffParagraph } from './optional-mail.js';

type ProjectUpdateMail = Extract<AccountsMail, { template: 'project-update' }>;

/** A mail shows the start of a long update; the project page has all of it. */
const EXCERPT_MAX = 600;
const excerpt = (text: string): string =>
  text.length <= EXCERPT_MAX ? text : `${text.slice(0, EXCERPT_MAX).trimEnd()}…`;
/** Titles were typed by an admin: one line in a subject, and not endless. */
const oneLine = (text: string, max: number): string => text.replace(/[\r\n\t]+/g, ' ').slice(0, max);

/** A progress update on a project the recipient holds or applied to (optional: project-update mail). */
export function renderProjectUpdateMail(
  mail: ProjectUpdateMail,
  branding: MailBranding,
  language: LanguageCode,
): RenderedMail {
  const { firstName, projectId, projectTitle, updateTitle, description, progressPercentage } = mail.data;
  const t = (id: string, values?: Record<string, string>) => mailMessages.format(language, `mail.${id}`, values);
  return simpleMail(
    mail,
    branding,
    language,
    t('projectUpdate.subject', { projectTitle: oneLine(projectTitle, 80), updateTitle: oneLine(updateTitle, 120) }),
    t('projectUpdate.title', { projectTitle }),
    [
      t('hello', { firstName }),
      t('projectUpdate.body', { projectTitle, updateTitle, progress: String(progressPercentage) }),
      excerpt(description),
      turnOffParagraph(branding, language, 'projectUpdates'),
    ],
    { label: t('projectUpdate.link'), path: `/projects/${projectId}` },
  );
}

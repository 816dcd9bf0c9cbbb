import { initialLanguage } from './i18n/initial-language';
import { loadLanguage } from './i18n/load-messages';
import { nextTask } from './lib/next-task';
import { afterLargestPaint } from './server-render/after-largest-paint';

// The entry is only this: on a page the server drew, the app's code (React, Apollo, the page) is asked for once
// the page and its largest picture are on screen, so on a phone's slow network those bytes come first and the
// code after (docs/web-performance.md, "Server rendering"). A page drawn by the browser starts at once. The
// interface language's catalog (docs/i18n.md) is fetched alongside the app's code. The app starts in the task
// after the one its code ran in, so the two are not one long task (docs/web-performance.md, "Start-up in short
// tasks").
const language = loadLanguage(initialLanguage(document));
void afterLargestPaint(document)
  .then(() => Promise.all([import('./start-app'), language]))
  .then(([{ startApp }, loaded]) => nextTask().then(() => startApp(loaded)));

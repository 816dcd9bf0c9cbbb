import { afterLargestPaint } from './server-render/after-largest-paint';

// The entry is only this: on a page the server drew, the app's code (React, Apollo, the page) is asked for once
// the page and its largest picture are on screen, so on a phone's slow network those bytes come first and the
// code after (docs/web-performance.md, "Server rendering"). A page drawn by the browser starts at once.
void afterLargestPaint(document).then(() => import('./start-app'));

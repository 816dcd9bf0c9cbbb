/** The id of the `<script type="application/json">` that carries the server's Apollo cache to the browser. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The cookie by which a browser says it draws its own pages (server-render/hydration.ts `syncRenderHint`); the
 * server (packages/graphql-api/src/http/static-web.ts) then does not render them.
 */
export const BROWSER_DRAWS_COOKIE = 'cobuy_browser_draws';

/** What the build writes around the app shell inside #root (vite.config.ts), so the server can replace it. */
export const APP_SHELL_START = '<!--app-shell-->';
export const APP_SHELL_END = '<!--/app-shell-->';

/**
 * JSON that is safe inside a `<script>` element: no `<` can close the element or open a comment, whatever the
 * data says (a project's description is an administrator's text). JSON.parse reads `\u003c` back as `<`.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

interface RenderedParts {
  html: string;
  /** The page's language: written as `<html lang dir>` (docs/i18n.md). */
  language?: { code: string; dir: 'ltr' | 'rtl' };
  /** More of the head: the page's description, canonical, Open Graph tags and `hreflang` alternates. */
  head?: string;
  /**
   * The page's own `<title>` element, escaped: it replaces the template's title, and the template's description
   * goes too (the page's own is in `head`).
   */
  title?: string;
  /** styled-components' `<style>` tags for the rendered page. */
  styles: string;
  state: unknown;
}

/**
 * index.html with the rendered page in place of the app shell, its styles in the head and its data before the
 * scripts. A template without the shell's markers is a build this code does not know: it throws, and the server
 * sends the plain page.
 */
export function spliceIntoTemplate(
  source: string,
  { html, styles, state, language, head: headExtra = '', title }: RenderedParts,
): string {
  // The template's own `<html …>` tag (ours, not data) carries the page's language and direction.
  let template = language
    ? source.replace(/<html[^>]*>/i, () => `<html lang="${language.code}" dir="${language.dir}">`)
    : source;
  // The template's title and description (the site's, in English) give way to the page's own. Function
  // replacements: the title is data, and a string replacement would read `$&` in it as a pattern.
  if (title !== undefined) {
    template = template
      .replace(/<title>[\s\S]*?<\/title>/i, () => title)
      .replace(/\s*<meta name="description"[^>]*>/i, () => '');
  }
  const start = template.indexOf(APP_SHELL_START);
  const end = template.indexOf(APP_SHELL_END, start);
  const head = template.indexOf('</head>');
  const body = template.indexOf('</body>', end);
  if (start < 0 || end < 0 || head < 0 || head > start || body < 0) {
    throw new Error('index.html has no app shell to replace');
  }
  const stateScript = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`;
  // Joined by slicing, never String.prototype.replace with a string: that would read `$&`, `$'`, `` $` `` in the
  // page or its data (an administrator's text) as patterns, and the visitor would get other text or unparsable state.
  return (
    template.slice(0, head) +
    headExtra +
    styles +
    template.slice(head, start) +
    html +
    template.slice(end + APP_SHELL_END.length, body) +
    stateScript +
    template.slice(body)
  );
}

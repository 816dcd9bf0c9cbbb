import { describe, expect, it } from 'vitest';
import { isServerRendered } from './server-rendered-paths';
import { APP_SHELL_END, APP_SHELL_START, SERVER_STATE_ID, scriptSafeJson, spliceIntoTemplate } from './splice';

const template =
  '<!doctype html><html><head><title>t</title></head><body>' +
  `<div id="root">${APP_SHELL_START}<div class="app-shell">shell</div>${APP_SHELL_END}</div>` +
  '</body></html>';

describe('server rendering: the page in the template', () => {
  it('puts the page where the app shell was, its styles in the head and its data before </body>', () => {
    const html = spliceIntoTemplate(template, {
      html: '<main>page</main>',
      styles: '<style data-styled="true">.a{}</style>',
      state: { ROOT_QUERY: { projects: [] } },
    });
    expect(html).toBe(
      '<!doctype html><html><head><title>t</title><style data-styled="true">.a{}</style></head><body>' +
        '<div id="root"><main>page</main></div>' +
        `<script type="application/json" id="${SERVER_STATE_ID}">{"ROOT_QUERY":{"projects":[]}}</script>` +
        '</body></html>',
    );
  });

  it('keeps data from closing its script or opening a comment, whatever an administrator wrote', () => {
    const hostile = { description: '</script><script>alert(1)</script><!--' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
    const html = spliceIntoTemplate(template, { html: '', styles: '', state: hostile });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("inserts the page and its data as written, reading no replacement pattern in them ($&, $', $`, $$, $1, $<n>)", () => {
    const text = "12% $& more, $` before, $' after, $$, $1, $<name>";
    const html = spliceIntoTemplate(template, {
      html: `<main>${text}</main>`,
      styles: `<style>/* ${text} */</style>`,
      state: { description: text },
    });
    expect(html).toBe(
      `<!doctype html><html><head><title>t</title><style>/* ${text} */</style></head><body>` +
        `<div id="root"><main>${text}</main></div>` +
        `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson({ description: text })}</script>` +
        '</body></html>',
    );
  });

  it("puts the page's own title in place of the template's, and drops the template's description", () => {
    const page = spliceIntoTemplate(
      '<html><head><meta name="description" content="site"><title>Site</title></head><body><div id="root"><!--app-shell-->x<!--/app-shell--></div></body></html>',
      {
        html: '<p>page</p>',
        styles: '',
        state: {},
        title: '<title>$& Page</title>',
        head: '<meta name="description" content="own">',
      },
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>$& Page</title>');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain('content="own"');
  });

  it('refuses a template without the shell markers rather than guess where the page goes', () => {
    expect(() =>
      spliceIntoTemplate('<html><head></head><body><div id="root"></div></body></html>', {
        html: '',
        styles: '',
        state: {},
      }),
    ).toThrow(/no app shell/);
  });

  it('renders the landing page, the list, project pages, the developers and the FAQ only', () => {
    for (const path of ['/', '/projects', '/projects/', '/projects/12', '/developers', '/faq', '/faq/'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/dashboard', '/projects/abc', '/projects/12/units', '/signin', '/admin', '/contact', '/terms'])
      expect(isServerRendered(path), path).toBe(false);
  });
});

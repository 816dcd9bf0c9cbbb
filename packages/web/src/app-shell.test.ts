import { describe, expect, it } from 'vitest';
import { appShell } from './app-shell';
import { theme } from './theme';

describe('the HTML app shell', () => {
  const { css, html } = appShell(theme);

  it('shows the site name in a header bar as tall as the real header', () => {
    expect(html).toContain('<header class="app-shell-header">');
    expect(html).toContain('CoBuy Accra');
    expect(css).toContain(`height:${theme.layout.headerHeight}`);
  });

  it('draws with the theme, and sets the body as the global style does (no jump when it arrives)', () => {
    expect(css).toContain(`background:${theme.colors.background}`);
    expect(css).toContain(`color:${theme.colors.primary}`);
    expect(css).toMatch(/body\{margin:0;/);
    expect(css).toContain(`font-family:${theme.fonts.body}`);
  });
});

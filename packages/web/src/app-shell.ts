import { LOGO_MARK_PATH } from './features/layout/logo-mark';
import { site } from './features/site/site-info';
import type { AppTheme } from './theme';

/**
 * What index.html shows before the JavaScript has run (vite.config.ts writes it into the page at build time): the
 * header bar with the logo on the page background, drawn from the theme like the real header, so a phone on a
 * slow network paints the site at once instead of a blank screen. React replaces it on its first render; as the
 * bar has the header's exact height, nothing moves.
 */
export function appShell(theme: AppTheme): { css: string; html: string } {
  const { colors, space, layout, radii, fontSizes, fontWeights, fonts, media } = theme;
  const css = [
    // The same body rules as global-style.ts, so the page does not move when those arrive.
    `body{margin:0;min-width:320px;font-family:${fonts.body};font-size:${fontSizes.md};line-height:1.5;` +
      `color:${colors.text};background:${colors.background}}`,
    `.app-shell-header{background:${colors.surface};border-bottom:1px solid ${colors.border}}`,
    `.app-shell-bar{box-sizing:border-box;max-width:${layout.maxWidth};height:${layout.headerHeight};margin:0 auto;` +
      `padding:0 ${space.lg};display:flex;align-items:center;gap:${space.sm};font-size:${fontSizes.lg};` +
      `font-weight:${fontWeights.bold};color:${colors.primary};white-space:nowrap}`,
    `${media.md}{.app-shell-bar{padding:0 ${space.xl}}}`,
    `.app-shell-mark{display:inline-grid;place-items:center;width:34px;height:34px;border-radius:${radii.md};` +
      `background:${colors.primary};color:${colors.accent}}`,
  ].join('\n');
  const html =
    `<div class="app-shell"><header class="app-shell-header"><div class="app-shell-bar">` +
    `<span class="app-shell-mark"><svg width="20" height="20" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true">` +
    `<path d="${LOGO_MARK_PATH}"/></svg></span>${site.name}</div></header></div>`;
  return { css, html };
}

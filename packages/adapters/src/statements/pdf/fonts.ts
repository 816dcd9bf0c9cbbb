import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { StatementLanguage } from '@cobuy/domain';

const require = createRequire(import.meta.url);

/** A font file inside an npm package (the packages export no subpaths, so we find their root from the entry). */
function packageFile(pkg: string, ...path: string[]): string {
  let dir = dirname(require.resolve(pkg));
  while (!isPackageRoot(dir, pkg)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the root of ${pkg}`);
    dir = parent;
  }
  return join(dir, ...path);
}

function isPackageRoot(dir: string, pkg: string): boolean {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg;
}

export interface FontPair {
  readonly regular: string;
  readonly bold: string;
}

/** Noto Sans: Latin, Cyrillic and Greek; every language's figures, Latin names and punctuation use it. */
export const LATIN: FontPair = {
  regular: packageFile('@embedpdf/fonts-latin', 'fonts', 'NotoSans-Regular.ttf'),
  bold: packageFile('@embedpdf/fonts-latin', 'fonts', 'NotoSans-Bold.ttf'),
};

const ARABIC: FontPair = {
  regular: packageFile('@embedpdf/fonts-arabic', 'fonts', 'NotoNaskhArabic-Regular.ttf'),
  bold: packageFile('@embedpdf/fonts-arabic', 'fonts', 'NotoNaskhArabic-Bold.ttf'),
};
const DEVANAGARI: FontPair = {
  regular: packageFile('@expo-google-fonts/noto-sans-devanagari', '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: packageFile('@expo-google-fonts/noto-sans-devanagari', '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
};
const cjk = (pkg: string, name: string): FontPair => ({
  regular: packageFile(pkg, 'fonts', `${name}-Regular.otf`),
  bold: packageFile(pkg, 'fonts', `${name}-Bold.otf`),
});

const CJK_CHARS = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** The script font of a language, and which characters it draws (the rest are drawn with Noto Sans). */
export interface ScriptFont {
  readonly font: FontPair;
  readonly draws: RegExp;
}

export function scriptFontOf(language: StatementLanguage): ScriptFont | null {
  switch (language) {
    case 'ar':
      return { font: ARABIC, draws: /\p{scx=Arabic}/u };
    case 'hi':
      return { font: DEVANAGARI, draws: /\p{scx=Devanagari}/u };
    case 'zh':
      return { font: cjk('@embedpdf/fonts-sc', 'NotoSansHans'), draws: CJK_CHARS };
    case 'ja':
      return { font: cjk('@embedpdf/fonts-jp', 'NotoSansJP'), draws: CJK_CHARS };
    case 'ko':
      return { font: cjk('@embedpdf/fonts-kr', 'NotoSansKR'), draws: CJK_CHARS };
    default:
      return null;
  }
}

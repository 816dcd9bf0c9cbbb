import { describe, expect, it } from 'vitest';
import { escapeHtml, metaTags, pageMeta, shareImageOf } from './page-meta';
import en from '../i18n/messages/en.json';
import fr from '../i18n/messages/fr.json';

const ORIGIN = 'https://cobuy.example';

describe("a drawn page's head", () => {
  it('shares a bundled cover as its JPEG and an https picture as it is, and nothing else', () => {
    expect(shareImageOf('/images/projects/east-legon-heights.svg', ORIGIN)).toBe(
      'https://cobuy.example/images/projects/east-legon-heights-1200.jpg',
    );
    expect(shareImageOf('https://img.example/a.jpg', ORIGIN)).toBe('https://img.example/a.jpg');
    expect(shareImageOf('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(shareImageOf('data:image/png;base64,AAAA', ORIGIN)).toBeNull();
  });

  it('escapes what could end an attribute or open an element', () => {
    expect(escapeHtml(`a "b" 'c' <d> & e`)).toBe('a &quot;b&quot; &#39;c&#39; &lt;d&gt; &amp; e');
  });

  it("names a project page by its project, its description cut at a word, in the page's language", async () => {
    const meta = (await pageMeta({
      url: '/projects/7?lang=fr',
      language: { code: 'fr', messages: fr },
      origin: ORIGIN,
      project: {
        title: 'Résidence <Osu>',
        description: `${'Appartements lumineux près de la plage. '.repeat(8)}Fin.`,
        location: 'Osu, Accra',
        imageUrl: null,
      },
    }))!;
    expect(meta.title).toBe('Résidence <Osu> · CoBuy Accra');
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(meta.url).toBe('https://cobuy.example/projects/7?lang=fr');
    expect(meta.locale).toBe('fr_FR');
    expect(meta.type).toBe('article');
    const { title, tags } = metaTags(meta);
    expect(title).toBe('<title>Résidence &lt;Osu&gt; · CoBuy Accra</title>');
    expect(tags).toContain('<meta property="og:title" content="Résidence &lt;Osu&gt; · CoBuy Accra">');
  });

  it('leaves out absolute addresses without the site address, and describes no other page', async () => {
    const meta = (await pageMeta({
      url: '/faq',
      language: { code: 'en', messages: en },
      origin: null,
      project: null,
    }))!;
    expect(meta.title).toBe('Frequently asked questions · CoBuy Accra');
    expect(meta.url).toBeNull();
    expect(meta.image).toBeNull();
    expect(metaTags(meta).tags).not.toContain('canonical');
    expect(
      await pageMeta({ url: '/dashboard', language: { code: 'en', messages: en }, origin: null, project: null }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { compressPage, DrawnPageCache } from '../src/http/drawn-page-cache.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import {
  approveApplication,
  approvedKyc,
  confirmPayment,
  expressInterest,
  projectWithUnit,
  type JourneyApi,
} from './support/live-journey.js';

/*
 * Issue 23 item 3 (docs/web-performance.md, "Drawn pages from a cache"): one render serves every visitor until a
 * committed change the page shows; a render that raced a change is not kept.
 */

describe('the drawn-page cache', () => {
  const page = (html: string) => compressPage(html);

  it('keeps a page until it is invalidated, and refuses one drawn from before the change', async () => {
    const cache = new DrawnPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const before = cache.generation;
    cache.put('en /projects', await page('<p>one</p>'), before);
    expect(cache.get('en /projects')?.html).toBe('<p>one</p>');

    const startedBefore = cache.generation;
    cache.invalidate();
    expect(cache.get('en /projects')).toBeNull();
    // A render that started before the change finishes after it: it may show the old data, so it is not kept.
    cache.put('en /projects', await page('<p>stale</p>'), startedBefore);
    expect(cache.get('en /projects')).toBeNull();
    cache.put('en /projects', await page('<p>two</p>'), cache.generation);
    expect(cache.get('en /projects')?.html).toBe('<p>two</p>');
  });

  it('drops the least recently served page past its size, and any page past its age', async () => {
    let now = 0;
    const one = await page('a'.repeat(2000));
    const size = Buffer.byteLength(one.html) + one.br.length + one.gzip.length;
    const cache = new DrawnPageCache({ maxBytes: size * 2, maxAgeMs: 1000, now: () => now });
    cache.put('a', one, 0);
    cache.put('b', await page('a'.repeat(2000)), 0);
    cache.get('a'); // served: now the most recent
    cache.put('c', await page('a'.repeat(2000)), 0);
    expect([cache.get('a') !== null, cache.get('b') !== null, cache.get('c') !== null]).toEqual([true, false, true]);
    expect(cache.size.bytes).toBe(size * 2);
    now = 1001;
    expect(cache.get('a')).toBeNull();
  });

  it('keeps the compressed forms of exactly the page', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const drawn = await page('<html>Ɛ ₵ 312,500.00</html>');
    expect(brotliDecompressSync(drawn.br).toString()).toBe(drawn.html);
    expect(gunzipSync(drawn.gzip).toString()).toBe(drawn.html);
  });
});

/** The funding the drawn page's embedded state holds for its project. */
function stateOf(html: string): string {
  const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html);
  expect(state, 'the page was drawn on the server').not.toBeNull();
  return state![1]!;
}

describe('a visitor always gets the drawn page of the last committed change', () => {
  const server = useTestServer({ seed: false });
  const api: JourneyApi = {
    graphql: (query, variables, headers) => server.graphql(query, variables, headers),
    sql: (text, params) => server.db.em().execute(text, params),
  };
  const visit = async (path: string) => {
    const answer = await server.get(path, { accept: 'text/html' });
    expect(answer.status).toBe(200);
    return answer.body as string;
  };
  /**
   * The page as drawn: on a loaded machine a render may pass its 1.5 s deadline and the plain page goes out
   * instead (never a stale one), so ask again, each answer checked by `check`, until one is drawn.
   */
  const visitDrawn = async (path: string, check: (html: string) => void = () => undefined) => {
    for (let attempt = 1; ; attempt++) {
      const html = await visit(path);
      check(html);
      if (html.includes('id="server-state"') || attempt === 5) return html;
    }
  };

  it('serves one render to the next visitors, and the new funding right after a confirmed payment', async () => {
    const admin: TestAccount = await adminAccount(server);
    const investor = await newAccount(server);
    await approvedKyc(api, investor.id);
    const { projectId, unitId } = await projectWithUnit(api, '100000.00');
    const path = `/projects/${projectId}`;

    const first = await visitDrawn(path);
    expect(stateOf(first)).toContain('"currentInvestment":"0.00"');
    const kept = server.services.drawnPages.size.pages;
    expect(kept).toBeGreaterThan(0);
    // The next visitor gets the same page without a render (nothing changed): byte for byte.
    expect(await visit(path)).toBe(first);
    expect(server.services.drawnPages.size.pages).toBe(kept);

    const applicationId = await expressInterest(api, investor, projectId, unitId, '25000');
    const investmentId = await approveApplication(api, admin, applicationId);
    expect(stateOf(await visitDrawn(path))).toContain('"currentInvestment":"0.00"'); // drawn again, and kept
    await confirmPayment(api, admin, investmentId);
    // The very next request, with no wait: the confirmation's commit dropped the kept page, so no answer from now
    // on shows the funding from before it.
    const after = await visitDrawn(path, (html) => expect(html).not.toContain('"currentInvestment":"0.00"'));
    expect(stateOf(after)).toContain('"currentInvestment":"25000.00"');
  });

  it("shows an admin's new project to the next visitor of the list", async () => {
    const admin = await adminAccount(server);
    await visitDrawn('/projects');
    await visitDrawn('/projects');
    const created = await send(
      server,
      'POST',
      '/api/projects',
      {
        title: 'Freshly Listed Gardens',
        description: 'Two-bedroom apartments',
        location: 'Osu, Accra',
        projectType: 'Residential',
        status: 'Under Construction',
        developerName: 'Cantonments Capital',
        timeline: '24',
        expectedProfit: '18.5',
        unitPrice: '150000.00',
        minInvestment: 25000,
        imageUrl: 'https://images.example/osu.jpg',
      },
      bearer(admin.token),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A kept list from before the new project would be drawn without it.
    expect(stateOf(await visitDrawn('/projects'))).toContain('Freshly Listed Gardens');
  });
});

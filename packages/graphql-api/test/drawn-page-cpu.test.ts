import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

/*
 * A local measurement, not a check (docs/performance.md, "Render once"): the CPU one drawn page costs on a miss of
 * the drawn-page cache, without its GraphQL answers (recorded once, then replayed), with the demo catalog. Runs only
 * with MEASURE_DRAWN_PAGES=1. MEASURE_BASELINE names another server build to compare with (a copy of an older
 * dist-ssr/entry-server.js): the two are drawn in turn, round after round, so a busy machine weighs on both alike.
 */
const ROUNDS = Number(process.env.MEASURE_ROUNDS || 15);

type Entry = typeof import('../../web/src/server-render/entry-server.js');

describe.runIf(process.env.MEASURE_DRAWN_PAGES)('the CPU of one drawn page', () => {
  const server = useTestServer();

  it('measures each drawn page', async () => {
    const files = [
      ...(process.env.MEASURE_BASELINE ? [process.env.MEASURE_BASELINE] : []),
      new URL('../../web/dist-ssr/entry-server.js', import.meta.url).pathname,
    ];
    const entries = await Promise.all(files.map(async (file) => (await import(file)) as Entry));
    const template = readFileSync(new URL('../../web/dist/index.html', import.meta.url), 'utf8');
    const listed = await server.graphql('{ projects { id } }');
    const projectId = (listed.body.data.projects as { id: number }[])[0]!.id;
    const answers = new Map<string, Promise<{ data?: Record<string, unknown> | null }>>();
    const execute = ({ query, variables }: { query: string; variables: Record<string, unknown> }) => {
      const key = `${query}|${JSON.stringify(variables)}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = server.graphql(query, variables).then((r) => r.body as { data?: Record<string, unknown> | null });
        answers.set(key, answer);
      }
      return answer.then((a) => structuredClone(a));
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const rows: string[] = [];
    for (const url of (process.env.MEASURE_PAGES ?? `/,/projects,/projects/${projectId},/developers,/faq`).split(',')) {
      const cpu = entries.map((): number[] => []);
      for (let round = 0; round < ROUNDS + 2; round++) {
        for (const [index, entry] of entries.entries()) {
          const start = process.cpuUsage();
          const html = await entry.renderPage({
            url,
            cookie: undefined,
            template,
            execute,
            signal: AbortSignal.timeout(10_000),
            origin: 'https://cobuy.example',
          });
          const used = process.cpuUsage(start);
          if (html === null && round === 0) console.log('not drawn:', url, files[index]);
          if (round < 2 || html === null) continue; // the first renders load the page's code
          expect(html, url).toContain('id="server-state"');
          cpu[index]!.push((used.user + used.system) / 1000);
        }
      }
      rows.push(`${url}\t${cpu.map((values) => `${median(values).toFixed(1)} ms (${values.length})`).join('\t')}`);
    }
    console.log(`CPU median per render: ${files.join(' | ')}\n${rows.join('\n')}`);
  });
});

// After `vite build`: writes a brotli (.br) and a gzip (.gz) twin next to every text file of dist/ that is worth
// compressing, so the server sends compressed bytes without compressing on each request
// (packages/graphql-api/src/http/static-web.ts picks the twin from Accept-Encoding).
// Run by `npm run build -w @cobuy/web`; `node scripts/precompress.mjs [dir]` compresses another folder.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Keep in step with COMPRESSIBLE in static-web.ts. Source maps (.map) are not published, so not compressed. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/i;
/** Below this a response fits in one packet anyway. */
const MIN_BYTES = 1024;

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

const totals = { files: 0, plain: 0, br: 0, gzip: 0 };
for (const file of files) {
  const plain = readFileSync(file);
  if (plain.length < MIN_BYTES) continue;
  const br = brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const gzip = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
  // A twin that is not smaller is not worth sending.
  if (br.length < plain.length) writeFileSync(`${file}.br`, br);
  if (gzip.length < plain.length) writeFileSync(`${file}.gz`, gzip);
  totals.files += 1;
  totals.plain += plain.length;
  totals.br += Math.min(br.length, plain.length);
  totals.gzip += Math.min(gzip.length, plain.length);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompress: ${totals.files} files in ${dist}: ${kb(totals.plain)} -> ${kb(totals.br)} brotli, ${kb(totals.gzip)} gzip`,
);

import 'reflect-metadata';
import { openDatabase } from '@cobuy/adapters';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createAppServices } from '../composition-root.js';
import { readConfig } from '../config.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { apiRoutes } from '../rest/api.routes.js';

/**
 * Writes the REST facade's OpenAPI document (what /api/openapi.json serves) to a file, for `npm run lint`
 * to check with Redocly's rules as partners' tools read it. The route table needs the use cases, so the
 * services are composed over an empty in-memory PGlite that no statement ever reaches. Not committed: it is
 * written from the code each time (dist/ is ignored).
 */
export async function emitOpenApi(target: string): Promise<void> {
  const db = await openDatabase({});
  try {
    const config = readConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://cobuy.example' });
    const services = createAppServices(db, config);
    const document = buildOpenApiDocument(apiRoutes(services), { serverUrl: config.accounts.appUrl });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
    await services.background.idle();
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const target = new URL('../../dist/openapi.json', import.meta.url).pathname;
  await emitOpenApi(target);
  console.log(`Wrote ${target}`);
}

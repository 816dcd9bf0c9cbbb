import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

describe('demo project images', () => {
  const server = useTestServer();

  it('exist in the web app for every seeded project', async () => {
    const projects = (await server.get('/api/projects')).body;
    for (const project of projects) {
      expect(existsSync(new URL(`../../web/public${project.imageUrl}`, import.meta.url)), project.imageUrl).toBe(true);
    }
  });
});

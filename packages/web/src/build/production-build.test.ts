import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
const shellNodeEnv = process.env.NODE_ENV;

/** Resolves the web app's Vite configuration as `vite build [--mode …]` would, with NODE_ENV as the shell had it. */
async function resolveBuild(shell: string | undefined, mode?: string) {
  if (shell === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = shell;
  return resolveConfig({ root: webDir, configFile, logLevel: 'silent', mode }, 'build', 'production', 'production');
}

describe('the production build (npm start, npm run build)', () => {
  afterEach(() => {
    process.env.NODE_ENV = shellNodeEnv;
  });

  it.each([['development'], ['test'], [undefined], ['production']])(
    'bundles for production when the shell has NODE_ENV=%s',
    async (shell) => {
      const config = await resolveBuild(shell);
      expect(config.isProduction).toBe(true);
      // What `process.env.NODE_ENV` becomes in the bundle (React picks its production build from it).
      expect(process.env.NODE_ENV).toBe('production');
    },
  );

  it('bundles for development only when asked with --mode development', async () => {
    const config = await resolveBuild('production', 'development');
    expect(config.isProduction).toBe(false);
    expect(process.env.NODE_ENV).toBe('development');
  });
});

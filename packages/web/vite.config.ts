import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { appShell } from './src/app-shell';
import { APP_SHELL_END, APP_SHELL_START } from './src/server-render/splice';
import { splitDocumentsPlugin } from './src/build/split-documents-plugin';
import { precompiledMessagesPlugin } from './src/build/precompiled-messages-plugin';
import { routeBudgetPlugin } from './src/build/route-budget-plugin';
import { theme } from './src/theme';

/** Writes the app shell (src/app-shell.ts) into index.html: the header paints before any JavaScript runs. */
function appShellPlugin(): Plugin {
  const { css, html } = appShell(theme);
  return {
    name: 'cobuy-app-shell',
    // Function replacements: a string one would read `$&`, `$'` or `` $` `` in the shell's text as patterns.
    transformIndexHtml: (page) =>
      page
        .replace('</head>', () => `  <style>${css}</style>\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${APP_SHELL_START}${html}${APP_SHELL_END}</div>`),
  };
}

// The server (packages/graphql-api) serves dist/ with an SPA fallback on port 3000;
// in development Vite proxies the API paths to it.
const api = 'http://localhost:3000';

/**
 * styled-components names each component's class from a counter of the components created so far, which depends
 * on the order the chunks were loaded in: the server (which has loaded every page it rendered) and the browser
 * (which loads one) would disagree, and a server-rendered page would not hydrate. Its Babel plugin gives each
 * component an id from its file's path and its place in the file instead (docs/web-performance.md).
 */
const stableStyledIds = babel({
  include: /[\\/]src[\\/].*\.tsx?$/,
  sourceMap: true,
  plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
});

/** The server's copy (`vite build --ssr`): dist-ssr/entry-server.js, beside dist/ so it is never served. */
const ssrBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: { input: 'src/server-render/entry-server.tsx' },
} satisfies UserConfig['build'];

/** Apollo's subscription link and hook: in the live connection's chunks, not in the first load's Apollo chunk. */
const LIVE_ONLY_APOLLO = /@apollo[\\/]client[\\/](link[\\/]subscriptions|react[\\/]hooks[\\/]useSubscription)/;

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // Maps are written for debugging but not referenced from the bundles the browser loads.
  sourcemap: 'hidden',
  rolldownOptions: {
    output: {
      // Libraries change less often than pages: keep them in their own long-cached chunks.
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            priority: 20,
          },
          {
            name: 'apollo',
            // Less the subscription parts, which only the live connection uses (loaded after a page renders).
            test: (id: string) =>
              /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|ts-invariant|tslib|@graphql-typed-document-node)[\\/]/.test(
                id,
              ) && !LIVE_ONLY_APOLLO.test(id),
            priority: 20,
          },
          {
            name: 'styled',
            test: /node_modules[\\/](styled-components|stylis|@emotion|shallowequal|css-to-react-native|postcss-value-parser|camelize|css-color-keywords)[\\/]/,
            priority: 20,
          },
          {
            name: 'forms',
            test: /node_modules[\\/](formik|yup|lodash|lodash-es|deepmerge|hoist-non-react-statics|react-fast-compare|tiny-warning|property-expr|tiny-case|toposort|type-fest)[\\/]/,
            priority: 20,
          },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

/**
 * A build is a production build unless `--mode development` asks otherwise, whatever NODE_ENV the shell has: with
 * `NODE_ENV=development` exported (a common shell setting) Vite would bundle React's development build, several
 * times larger, and the route budget would stop `npm start`. Vite reads NODE_ENV only after loading this file, so
 * setting it here decides the build (its own warning suggests exactly that). The dev server is left alone.
 */
function nodeEnvForBuild(mode: string): 'production' | 'development' {
  return mode === 'development' ? 'development' : 'production';
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (command === 'build') process.env.NODE_ENV = nodeEnvForBuild(mode);
  return config(isSsrBuild);
});

const config = (isSsrBuild: boolean | undefined): UserConfig => ({
  plugins: [
    precompiledMessagesPlugin(),
    splitDocumentsPlugin(),
    react(),
    stableStyledIds,
    appShellPlugin(),
    // The budgets are the browser's downloads; the server's build (dist-ssr/) has none.
    ...(isSsrBuild ? [] : [routeBudgetPlugin(new URL('./src/app-routes.tsx', import.meta.url).pathname)]),
  ],
  build: isSsrBuild ? ssrBuild : browserBuild,
  resolve: {
    // The catalogs arrive parsed (src/build/precompiled-messages-plugin.ts): react-intl's ICU parser is left out.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  // Node cannot import styled-components' CommonJS default export by name: the server's build bundles it.
  ssr: { noExternal: ['styled-components'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/ws': { target: api, ws: true },
    },
  },
  preview: { port: 4173 },
});

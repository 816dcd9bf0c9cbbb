import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './src/app-shell';
import { routeBudgetPlugin } from './src/build/route-budget-plugin';
import { theme } from './src/theme';

/** Writes the app shell (src/app-shell.ts) into index.html: the header paints before any JavaScript runs. */
function appShellPlugin(): Plugin {
  const { css, html } = appShell(theme);
  return {
    name: 'cobuy-app-shell',
    transformIndexHtml: (page) =>
      page
        .replace('</head>', `  <style>${css}</style>\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${html}</div>`),
  };
}

// The server (packages/graphql-api) serves dist/ with an SPA fallback on port 3000;
// in development Vite proxies the API paths to it.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), appShellPlugin(), routeBudgetPlugin(new URL('./src/app-routes.tsx', import.meta.url).pathname)],
  build: {
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
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|ts-invariant|tslib|@graphql-typed-document-node)[\\/]/,
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
  },
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

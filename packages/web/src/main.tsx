import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './app-routes';
import { CurrencyProvider } from './features/currency/currency-provider';
import { LanguageProvider } from './features/language/language-provider';
import { SessionProvider } from './features/session/session-provider';
import { ToastProvider } from './features/toast/toast-provider';
import { GlobalStyle } from './global-style';
import { createApolloClient } from './graphql/client';
import { prefetchRouteData } from './route-prefetch';
import { theme } from './theme';

const client = createApolloClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void prefetchRouteData(client, window.location);

// The first render as a transition: React renders it in short slices and lets the browser paint and answer input
// between them, instead of one long task that blocks a slow phone (Total Blocking Time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ApolloProvider client={client}>
          <SessionProvider>
            <BrowserRouter>
              <ToastProvider>
                <LanguageProvider>
                  <CurrencyProvider>
                    <AppRoutes />
                  </CurrencyProvider>
                </LanguageProvider>
              </ToastProvider>
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);

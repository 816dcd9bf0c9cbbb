import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './app-routes';
import { CurrencyProvider } from './features/currency/currency-provider';
import { LanguageProvider } from './features/language/language-provider';
import { SessionProvider } from './features/session/session-provider';
import { ToastProvider, ToastViewport } from './features/toast/toast-provider';
import { useCurrentUser } from './features/session/use-current-user';
import { GlobalStyle } from './global-style';
import type { LoadedLanguage } from './i18n/load-messages';
import { theme } from './theme';

interface AppTreeProps {
  client: ApolloClient;
  /** BrowserRouter in the browser; a StaticRouter at the request's address on the server (server-render/). */
  Router: ComponentType<{ children: ReactNode }>;
  /** The interface language with its catalog, loaded before the first render (docs/i18n.md). */
  language: LoadedLanguage;
}

// Saves a signed-in user's language picks to their profile; loaded only once someone is signed in (route budgets).
const LanguagePreferenceSync = lazy(() =>
  import('./features/language/components/language-preference-sync').then((m) => ({
    default: m.LanguagePreferenceSync,
  })),
);

function LanguagePreferenceSyncWhenSignedIn() {
  const { user } = useCurrentUser();
  return user ? (
    <Suspense fallback={null}>
      <LanguagePreferenceSync />
    </Suspense>
  ) : null;
}

/** The whole app, the same in the browser and on the server, so a server-rendered page hydrates as it is. */
export function AppTree({ client, Router, language }: AppTreeProps) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ApolloProvider client={client}>
          <SessionProvider>
            <Router>
              <ToastProvider>
                <LanguageProvider initial={language}>
                  <LanguagePreferenceSyncWhenSignedIn />
                  <CurrencyProvider>
                    <AppRoutes />
                  </CurrencyProvider>
                  <ToastViewport />
                </LanguageProvider>
              </ToastProvider>
            </Router>
          </SessionProvider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

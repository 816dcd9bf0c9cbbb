import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from '../../src/testing/test-server.js';

/** What one operation answered over graphql-ws: its result, or the errors the server refused it with. */
export interface SocketAnswer {
  readonly data?: any;
  readonly errors?: any[];
}

/** Runs one operation over graphql-ws (a fresh connection) and answers like an HTTP GraphQL body. */
export async function graphqlOverSocket(
  server: TestServer,
  query: string,
  variables?: Record<string, unknown>,
  connectionParams?: Record<string, unknown>,
): Promise<SocketAnswer> {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
  try {
    return await new Promise<SocketAnswer>((resolve, reject) => {
      let result: SocketAnswer = {};
      client.subscribe(
        { query, variables },
        {
          next: (value) => (result = value as SocketAnswer),
          // A refused operation arrives as an `error` message carrying the GraphQL errors.
          error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
          complete: () => resolve(result),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

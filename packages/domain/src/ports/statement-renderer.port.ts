import type { Statement } from '../statements/statement.js';

/** Draws a stored statement as a PDF, in the statement's language, from its stored figures only. */
export interface StatementRenderer {
  render(statement: Statement): Promise<Uint8Array>;
}

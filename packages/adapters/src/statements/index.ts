export * from './sql-statement.store.js';
export { PdfkitStatementRenderer } from './pdf/pdfkit-statement-renderer.js';

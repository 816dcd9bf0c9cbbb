/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return that some strip first) is prefixed with a single quote, so opening the export never runs
 * something an investor typed into a reason or a name (OWASP, CSV injection). Cells holding a comma, a
 * quote or a line break are quoted, with quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, lines ended by CRLF as RFC 4180 asks. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

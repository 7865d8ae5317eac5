/**
 * CSV for the marketing team's spreadsheets (RFC 4180: CRLF rows, fields quoted when they hold a
 * comma, quote or line break, quotes doubled).
 */

// A cell starting with one of these is run as a formula by Excel, Sheets and LibreOffice (OWASP
// "CSV injection"); tab and carriage return are on OWASP's list too.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field, neutralised against formula injection by a leading apostrophe.
 *
 * @example
 * csvCell('=HYPERLINK("http://evil")'); // '"\'=HYPERLINK(""http://evil"")"'
 * csvCell('Pat, Jr.'); // '"Pat, Jr."'
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and data rows as one CSV document. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

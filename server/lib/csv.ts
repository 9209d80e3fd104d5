/**
 * CSV for spreadsheets (RFC 4180): every field quoted when it holds a comma, a quote, a new line
 * or leading/trailing spaces; quotes doubled; CRLF line ends; a UTF-8 byte order mark first so
 * Excel reads accents and macrons (Māori names) correctly. Cells that a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or carriage return) are prefixed with a single
 * quote (OWASP's CSV injection advice): a traveller's name never becomes a formula.
 *
 * No CSV package is installed; `csv-stringify` would replace this with
 * `stringify([header, ...rows], { bom: true, record_delimiter: 'windows', cast: { string: neutralise } })`.
 */
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

/** A cell a spreadsheet would evaluate; numbers are left alone (a negative amount stays a number). */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-?[0-9]+(\.[0-9]+)?$/.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralise(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

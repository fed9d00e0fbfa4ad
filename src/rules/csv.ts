/**
 * CSV for editors' exports (RFC 4180: CRLF rows, fields quoted when they hold a comma, quote or
 * line break, quotes doubled). A cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe: the export holds text visitors typed.
 */
export type CsvCell = string | number | boolean | null | undefined

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/**
 * CSV (RFC 4180) for editors' exports: fields with a comma, quote or line break are quoted,
 * quotes doubled, rows end in CRLF. A value starting with = + - @ (or a tab or CR) gets a
 * leading apostrophe so a spreadsheet shows it as text instead of running it as a formula
 * (CSV injection: guests type their own names). Pure.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/**
 * Puts values into a message's plain `{name}` placeholders. For texts without plurals or selects,
 * where the full ICU formatter (format-message.ts, ~12 KB gzipped with its parser) would weigh on
 * every page's client bundle; strings.test.ts keeps plurals to the keys formatted in full.
 */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

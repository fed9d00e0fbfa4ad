/**
 * Row labels of array fields in the admin (issue 17 item 6): a row shows its own content
 * ("2 cl Cognac XO", "Muddle the lime") instead of Payload's "Item 01". One client component,
 * `RowLabel.tsx`, is told by each array which of the row's fields to show.
 */

export type RowLabelProps = {
  /** Paths in the row ("title", "button_link.title"), tried in order: the first with text wins. */
  fields: string[]
  /** Joins every non-empty field instead (ingredients: quantity, unit, name). */
  join?: boolean
  /** Shown with the row number while the row is empty, e.g. "Step" → "Step 3". */
  fallback: string
}

const MAX_LENGTH = 80

function textAt(data: unknown, path: string): string {
  let value: unknown = data
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
}

/** The label of one row: its content, cut to a line, or the fallback and its 1-based number. */
export function rowLabelText(
  data: unknown,
  props: RowLabelProps,
  rowNumber: number | undefined,
): string {
  const texts = props.fields.map((path) => textAt(data, path)).filter(Boolean)
  const text = props.join ? texts.join(' ') : (texts[0] ?? '')
  if (!text) return `${props.fallback} ${(rowNumber ?? 0) + 1}`
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text
}

/**
 * The `admin` part that gives an array its row label; spread it into the array's `admin`.
 * The path is relative to the import map's base directory (src/).
 */
export function rowLabel(
  fields: string | string[],
  fallback: string,
  options: { join?: boolean } = {},
) {
  const clientProps: RowLabelProps = {
    fields: Array.isArray(fields) ? fields : [fields],
    fallback,
    ...(options.join ? { join: true } : {}),
  }
  return { components: { RowLabel: { path: '/cms/admin/RowLabel#RowLabel', clientProps } } }
}

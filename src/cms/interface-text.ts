/**
 * Editors' interface text overrides (site options, issue 17 item 11). Pure. An override names a
 * key of the message catalogue (src/i18n/strings.ts); an unknown key would be stored and never
 * shown, so it is refused with a message, as is a key given twice in one locale (only one of
 * the two could be shown).
 */
import { isStringKey } from '@/i18n/strings'

export function overrideKeyProblem(key: unknown): string | null {
  if (typeof key !== 'string' || key.trim() === '') return 'Choose an interface text key.'
  if (!isStringKey(key.trim()))
    return `“${key}” is not an interface text key. Pick one from “Every interface text” above (e.g. exclusive.signIn).`
  return null
}

export function duplicateOverrideKeys(rows: unknown): string[] {
  if (!Array.isArray(rows)) return []
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const row of rows) {
    const key = (row as { key?: unknown } | null)?.key
    if (typeof key !== 'string') continue
    if (seen.has(key)) twice.add(key)
    seen.add(key)
  }
  return [...twice]
}

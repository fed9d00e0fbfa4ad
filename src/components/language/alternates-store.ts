/**
 * The current page's language-switch targets, handed from the page (which knows its document) to
 * the switcher in the footer (which sits in the layout and does not). A tiny external store for
 * useSyncExternalStore: no extra request, the targets come with the page's static payload.
 */

export interface LanguageTargetsValue {
  /** Locale code → destination. */
  hrefs: Record<string, string>
  /** The page hides the language selector (disable_language_dropdown, disable_locale). */
  hidden: boolean
}

type Listener = () => void

let current: LanguageTargetsValue | null = null
const listeners = new Set<Listener>()

export function setLanguageTargets(value: LanguageTargetsValue | null): void {
  current = value
  for (const listener of listeners) listener()
}

export function getLanguageTargets(): LanguageTargetsValue | null {
  return current
}

/** The server has no page-specific targets: the switcher renders its home links. */
export function getServerLanguageTargets(): LanguageTargetsValue | null {
  return null
}

export function subscribeLanguageTargets(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

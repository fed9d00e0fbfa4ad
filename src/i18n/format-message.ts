import { IntlMessageFormat } from 'intl-messageformat'
import { fillMessage } from './fill-message'

/**
 * Interface texts are ICU messages (issue 18): `{n}` is a value, and counted words are plurals,
 * `{n, plural, one {# year} few {# lata} other {# years}}`, with the CLDR categories of the
 * language (tests/i18n: every message parses, and every plural covers its language's
 * categories). Plain on server and client alike; compiled messages are kept per language.
 */
export type MessageValues = Record<string, string | number>

const compiled = new Map<string, IntlMessageFormat | null>()

function compile(message: string, language: string): IntlMessageFormat | null {
  const key = `${language}\u0001${message}`
  let format = compiled.get(key)
  if (format === undefined) {
    try {
      // Tags are not markup in our texts: `<` stays a character.
      format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true })
    } catch {
      // An editor's override that is not valid ICU: shown with its values put in plainly.
      format = null
    }
    // The catalogue is finite; editors' overrides add a few: no eviction needed.
    compiled.set(key, format)
  }
  return format
}

/** `message` with `values` put in, in `language` (a BCP 47 tag: 'pl', 'zh-TW'…). */
export function formatMessage(message: string, values: MessageValues, language: string): string {
  if (!message.includes('{')) return message
  const format = compile(message, language)
  if (format) {
    try {
      const out = format.format(values)
      if (typeof out === 'string') return out
    } catch {
      // A value missing from an override's text: fall through to the plain replacement.
    }
  }
  return fillMessage(message, values)
}

interface AstNode {
  type: number
  value?: unknown
  options?: Record<string, { value: AstNode[] }>
}

// The parser's element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6])
const PLURAL = 6

function walk(message: string, language: string, visit: (node: AstNode) => void) {
  const format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true })
  const go = (nodes: AstNode[]) => {
    for (const node of nodes) {
      visit(node)
      if (node.options) for (const option of Object.values(node.options)) go(option.value)
    }
  }
  go(format.getAst() as unknown as AstNode[])
}

/** The names of the values a message takes (`{n}`, `{n, plural, …}`, `{q}`), sorted. */
export function messageArguments(message: string, language = 'en'): string[] {
  const names = new Set<string>()
  walk(message, language, (node) => {
    if (ARGUMENT_TYPES.has(node.type) && typeof node.value === 'string') names.add(node.value)
  })
  return [...names].sort()
}

/** The categories (`one`, `few`, `=0`…) each plural of a message offers. */
export function pluralCategories(message: string, language = 'en'): string[][] {
  const plurals: string[][] = []
  walk(message, language, (node) => {
    if (node.type === PLURAL && node.options) plurals.push(Object.keys(node.options))
  })
  return plurals
}

import { fillMessage } from './fill-message'

/**
 * Interface texts are ICU messages (issue 18): `{n}` is a value, and counted words are plurals,
 * `{n, plural, one {# year} few {# lata} other {# years}}`, with the CLDR categories of the
 * language, chosen by the platform's Intl.PluralRules.
 *
 * This reads the part of ICU our catalogue uses (values, `plural` with `=N` and categories, `#`,
 * `select`) in about 1 KB, where intl-messageformat and its parser weigh ~12 KB gzipped on every
 * page (the site's templates share one client bundle). messages.test.ts holds it to
 * intl-messageformat: every text of the catalogue, in every language, for a range of counts,
 * formats the same with both; the same test fails on a text intl-messageformat cannot parse.
 */
export type MessageValues = Record<string, string | number>

type Node =
  | string
  | { kind: 'value'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Record<string, Node[]> }

class Unreadable extends Error {}

function parse(text: string): Node[] {
  let i = 0
  const read = (inPlural: boolean): Node[] => {
    const nodes: Node[] = []
    let plain = ''
    const flush = () => {
      if (plain) nodes.push(plain)
      plain = ''
    }
    while (i < text.length) {
      const c = text[i] as string
      if (c === '}') break
      if (c === '#' && inPlural) {
        flush()
        nodes.push({ kind: 'pound' })
        i++
      } else if (c === '{') {
        flush()
        i++
        nodes.push(readArgument())
      } else {
        plain += c
        i++
      }
    }
    flush()
    return nodes
  }
  const word = () => {
    while (text[i] === ' ') i++
    const start = i
    while (i < text.length && /[^\s,{}]/.test(text[i] as string)) i++
    const w = text.slice(start, i)
    while (text[i] === ' ') i++
    return w
  }
  const readArgument = (): Node => {
    const name = word()
    if (!name) throw new Unreadable()
    if (text[i] === '}') {
      i++
      return { kind: 'value', name }
    }
    if (text[i] !== ',') throw new Unreadable()
    i++
    const type = word()
    if (type !== 'plural' && type !== 'select') throw new Unreadable()
    if (text[i] !== ',') throw new Unreadable()
    i++
    const options: Record<string, Node[]> = {}
    for (;;) {
      const selector = word()
      if (!selector) break
      if (text[i] !== '{') throw new Unreadable()
      i++
      options[selector] = read(type === 'plural')
      if (text[i] !== '}') throw new Unreadable()
      i++
    }
    if (text[i] !== '}' || !options.other) throw new Unreadable()
    i++
    return { kind: type, name, options }
  }
  const nodes = read(false)
  if (i !== text.length) throw new Unreadable()
  return nodes
}

const parsed = new Map<string, Node[] | null>()

function nodesOf(message: string): Node[] | null {
  let nodes = parsed.get(message)
  if (nodes === undefined) {
    try {
      nodes = parse(message)
    } catch {
      // An editor's override that is not valid ICU: shown with its values put in plainly.
      nodes = null
    }
    // The catalogue is finite; editors' overrides add a few: no eviction needed.
    parsed.set(message, nodes)
  }
  return nodes
}

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function pluralOf(language: string, n: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(n)
}

function numberOf(language: string, n: number): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language)
    numberFormats.set(language, format)
  }
  return format.format(n)
}

function render(nodes: Node[], values: MessageValues, language: string, count?: number): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') out += node
    else if (node.kind === 'pound') {
      out += count === undefined ? '#' : numberOf(language, count)
    } else if (node.kind === 'value') {
      out += node.name in values ? String(values[node.name]) : `{${node.name}}`
    } else {
      const value = values[node.name]
      let branch: Node[] | undefined
      if (node.kind === 'select') branch = node.options[String(value)]
      else {
        const n = Number(value)
        branch = node.options[`=${n}`] ?? node.options[pluralOf(language, n)]
      }
      out += render(
        branch ?? (node.options.other as Node[]),
        values,
        language,
        node.kind === 'plural' ? Number(value) : count,
      )
    }
  }
  return out
}

/** `message` with `values` put in, in `language` (a BCP 47 tag: 'pl', 'zh-TW'…). */
export function formatMessage(message: string, values: MessageValues, language: string): string {
  if (!message.includes('{')) return message
  const nodes = nodesOf(message)
  return nodes ? render(nodes, values, language) : fillMessage(message, values)
}

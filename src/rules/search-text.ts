/**
 * How site search reads text (issue 12, "search that forgives"). Pure: the index and the query
 * go through the same functions, so a word is found however it is typed: without its accents
 * (`cafe` finds "café"), in any case and script, and with a slip of the keyboard.
 */

/** Scripts written without spaces between words: searched by overlapping pairs of characters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const WORD = /[\p{L}\p{N}]+/gu

/**
 * Lower case, compatibility forms unified (full-width letters), and the accents of Latin letters
 * removed (café → cafe, Vietnamese tones too). Other scripts keep their marks: й is its own
 * letter in Russian, and Hangul syllables recompose.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLocaleLowerCase()
}

/**
 * The searchable terms of a text: its folded words, and for Chinese, Japanese and Korean runs
 * each pair of neighbouring characters (a single character stays one term), so 側車 is found
 * inside 經典側車 without a dictionary.
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  for (const [word] of foldText(text).matchAll(WORD)) {
    let latin = ''
    let unspaced = ''
    const flush = () => {
      if (latin) terms.push(latin)
      const chars = [...unspaced]
      if (chars.length === 1) terms.push(unspaced)
      for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`)
      latin = ''
      unspaced = ''
    }
    for (const char of word) {
      if (UNSPACED.test(char)) {
        if (latin) flush()
        unspaced += char
      } else {
        if (unspaced) flush()
        latin += char
      }
    }
    flush()
  }
  return terms
}

/** Whether a term belongs to an unspaced script (its pairs are matched exactly). */
export function isUnspacedTerm(term: string): boolean {
  return UNSPACED.test(term)
}

/**
 * Typing slips forgiven in a query term: none in short words (an edit turns `xo` or `rum` into
 * other words) or in CJK pairs, one from 5 characters (`cognak`, `sidecr`), two from 9.
 */
export function allowedEdits(term: string): number {
  const length = [...term].length
  if (isUnspacedTerm(term) || length < 5) return 0
  return length < 9 ? 1 : 2
}

/** The last word of a query may be unfinished (`cogn` finds "cognac"), from 3 characters. */
export function matchesAsPrefix(term: string, index: number, terms: readonly string[]): boolean {
  return index === terms.length - 1 && !isUnspacedTerm(term) && [...term].length >= 3
}

/** Keys whose strings are machinery, not prose: rich-text node settings, links, relations. */
const MACHINE_KEYS = new Set([
  'id',
  'slug',
  'url',
  'href',
  'link',
  'external_url',
  'type',
  'format',
  'version',
  'direction',
  'mode',
  'style',
  'tag',
  'listType',
  'textFormat',
  'textStyle',
  'blockType',
  'blockName',
  'relationTo',
  'linkType',
  'newTab',
  'createdAt',
  'updatedAt',
])
const MACHINE_VALUE = /^(?:https?:\/\/|mailto:|\/|#)|^\d{4}-\d{2}-\d{2}T/

/**
 * The prose of a document's body fields, for the search index: the strings of rich text (its
 * `text` nodes) and of plain fields, arrays and groups, in reading order, without rich-text
 * settings, links, relations or dates. Pure; depth-capped so a cycle cannot hang it.
 */
export function proseOf(value: unknown, depth = 0): string {
  if (depth > 24 || value === null || value === undefined) return ''
  if (typeof value === 'string') return MACHINE_VALUE.test(value) ? '' : value
  if (Array.isArray(value)) {
    return value
      .map((item) => proseOf(item, depth + 1))
      .filter(Boolean)
      .join(' ')
  }
  if (typeof value !== 'object') return ''
  const parts: string[] = []
  for (const [key, child] of Object.entries(value)) {
    if (MACHINE_KEYS.has(key)) continue
    const text = proseOf(child, depth + 1)
    if (text) parts.push(text)
  }
  return parts.join(' ')
}

/**
 * Where the given index terms (as searchTerms makes them) occur in `text`, as [start, end)
 * offsets into the text as written, merged and in order: what a results list highlights. A
 * term matches at the start of a word (so `cafe` marks the "Café" of "Café Corsé" and `side`
 * marks "Sidecar", never the middle of "inside"); CJK pairs match anywhere.
 */
export function highlightRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  // Fold character by character, remembering where each folded character came from.
  let folded = ''
  const origin: number[] = []
  let offset = 0
  let previousLatin = false
  for (const char of text) {
    const mark = /\p{M}/u.test(char)
    const piece = mark && previousLatin ? '' : foldText(char)
    for (let i = 0; i < piece.length; i++) origin.push(offset)
    folded += piece
    if (!mark) previousLatin = /\p{Script=Latin}/u.test(char)
    offset += char.length
  }
  origin.push(text.length)
  const ranges: Array<[number, number]> = []
  for (const term of new Set(terms)) {
    if (!term) continue
    const anywhere = isUnspacedTerm(term)
    let from = folded.indexOf(term)
    while (from !== -1) {
      const before = folded[from - 1]
      if (anywhere || before === undefined || !/[\p{L}\p{N}]/u.test(before)) {
        const end = from + term.length
        // Up to the first character after the term's last folded character.
        ranges.push([
          origin[from] ?? 0,
          end < origin.length ? (origin[end] ?? text.length) : text.length,
        ])
      }
      from = folded.indexOf(term, from + 1)
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: Array<[number, number]> = []
  for (const range of ranges) {
    const last = merged[merged.length - 1]
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([range[0], range[1]])
  }
  return merged
}

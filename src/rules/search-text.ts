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

import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv (RFC 4180, spreadsheet-safe)', () => {
  it('joins cells with commas and rows with CRLF, ending with a CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n')
  })

  it('quotes cells holding a comma, a quote or a line break, doubling quotes', () => {
    const cases: Array<[string, string]> = [
      ['Paris, France', '"Paris, France"'],
      ['say "hi"', '"say ""hi"""'],
      ['two\nlines', '"two\nlines"'],
      ['plain', 'plain'],
    ]
    for (const [input, out] of cases) expect(toCsv(['h'], [[input]])).toBe(`h\r\n${out}\r\n`)
  })

  it('defuses text a spreadsheet would run as a formula; numbers stay numbers', () => {
    expect(toCsv(['h'], [['=HYPERLINK("x")']])).toBe('h\r\n"\'=HYPERLINK(""x"")"\r\n')
    expect(toCsv(['h'], [['+33 1 23'], ['@cmd'], ['-1']])).toBe(
      "h\r\n'+33 1 23\r\n'@cmd\r\n'-1\r\n",
    )
    expect(toCsv(['h'], [[-1]])).toBe('h\r\n-1\r\n')
  })

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, false]])).toBe('a,b,c\r\n,,false\r\n')
  })
})

import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csvField (RFC 4180, no formulas)', () => {
  it.each<[string | number | null, string]>([
    ['Zoë Marchand', 'Zoë Marchand'],
    ['Marchand, Zoë', '"Marchand, Zoë"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [3, '3'],
    [null, ''],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+33 1 23', "'+33 1 23"],
    ['@cmd', "'@cmd"],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field)
  })
  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('a,b\r\n1,2\r\n')
  })
})

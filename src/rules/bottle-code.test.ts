import { describe, expect, it } from 'vitest'
import { checkBottleCode, isBatchLabel, MAX_CODE_LENGTH, signBottleCode } from './bottle-code'

const SECRET = 'test-secret'

describe('connected-bottle codes (issue 15)', () => {
  const code = signBottleCode(SECRET, { batch: 'XO-2026-A', serial: 42 })

  it('a minted code reads back as its batch and serial', () => {
    expect(code).toMatch(/^XO-2026-A-42-[A-Za-z0-9_-]{16}$/)
    expect(checkBottleCode(SECRET, code)).toEqual({
      ok: true,
      bottle: { batch: 'XO-2026-A', serial: 42 },
    })
    // The same bottle always gets the same code (it is printed once, on the tag).
    expect(signBottleCode(SECRET, { batch: 'XO-2026-A', serial: 42 })).toBe(code)
  })

  const signatureOf = (c: string) => c.slice(-16)
  it.each([
    ['another serial with the same signature', `XO-2026-A-43-${signatureOf(code)}`],
    ['another batch with the same signature', `XO-2026-B-42-${signatureOf(code)}`],
    [
      'one character of the signature changed',
      code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A'),
    ],
    [
      'a code signed with another secret',
      signBottleCode('other', { batch: 'XO-2026-A', serial: 42 }),
    ],
  ])('%s is tampered', (_, changed) => {
    expect(checkBottleCode(SECRET, changed)).toEqual({ ok: false, reason: 'tampered' })
  })

  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['no signature', 'XO-2026-A-42'],
    ['serial 0', `XO-0-${'a'.repeat(16)}`],
    ['serial with a leading zero', `XO-042-${'a'.repeat(16)}`],
    ['lower-case batch', `xo-42-${'a'.repeat(16)}`],
    ['too long', `${'A'.repeat(MAX_CODE_LENGTH)}-1-${'a'.repeat(16)}`],
    ['a script', `<script>-1-${'a'.repeat(16)}`],
  ])('%s is malformed', (_, value) => {
    expect(checkBottleCode(SECRET, value)).toEqual({ ok: false, reason: 'malformed' })
  })

  it.each([
    ['XO-2026-A', true],
    ['VSOP', true],
    ['A-B-C-D', true],
    ['A-B-C-D-E', false],
    ['xo', false],
    ['XO_2026', false],
    ['', false],
  ])('batch label %j → %s', (batch, ok) => {
    expect(isBatchLabel(batch)).toBe(ok)
  })

  it('refuses to mint a code for a bad batch or serial', () => {
    expect(() => signBottleCode(SECRET, { batch: 'bad batch', serial: 1 })).toThrow()
    expect(() => signBottleCode(SECRET, { batch: 'XO', serial: 0 })).toThrow()
  })
})

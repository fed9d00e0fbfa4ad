import { describe, expect, it } from 'vitest'
import { checkChatMessage } from './chat-rules'

const good = { name: 'Ada Reyes', email: 'ada@example.com', message: 'Do you ship to Ohio?' }

describe('a support-chat message (name, email, message)', () => {
  it.each([
    ['a complete message', {}, {}],
    ['no name', { name: '' }, { name: 'chat.error.name' }],
    ['a name of spaces', { name: '   ' }, { name: 'chat.error.name' }],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, { name: 'chat.error.name' }],
    ['a bad email', { email: 'ada@' }, { email: 'chat.error.email' }],
    ['an email that is not text', { email: 42 }, { email: 'chat.error.email' }],
    ['no message', { message: '' }, { message: 'chat.error.message' }],
    [
      'a message of 2001 characters',
      { message: 'a'.repeat(2001) },
      { message: 'chat.error.message' },
    ],
    [
      'nothing at all',
      { name: undefined, email: undefined, message: undefined },
      { name: 'chat.error.name', email: 'chat.error.email', message: 'chat.error.message' },
    ],
  ])('%s', (_, over, fields) => {
    const checked = checkChatMessage({ ...good, ...over })
    if (Object.keys(fields).length === 0) expect(checked.ok).toBe(true)
    else expect(checked).toEqual({ ok: false, fields })
  })

  it('accepts 100 and 2000 characters exactly', () => {
    expect(checkChatMessage({ ...good, name: 'a'.repeat(100), message: 'b'.repeat(2000) }).ok).toBe(
      true,
    )
  })

  it('cleans what it keeps: trimmed, one-line name, no control characters, plain line ends', () => {
    const checked = checkChatMessage({
      name: '  Ada\n  Reyes ',
      email: ' ada@example.com ',
      message: ' Hello\r\nthere\u0000\u0007 ',
    })
    expect(checked).toEqual({
      ok: true,
      message: { name: 'Ada Reyes', email: 'ada@example.com', message: 'Hello\nthere' },
    })
  })
})

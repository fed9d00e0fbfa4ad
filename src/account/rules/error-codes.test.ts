import { describe, expect, it } from 'vitest'
import { accountErrorKey, errorCode } from './error-codes'

describe('members API error codes', () => {
  it.each([
    ['account.error.invalid', 'invalid'],
    ['account.error.locked', 'locked'],
    ['validation.email', 'email'],
    ['account.exclusive.levelTooLow', 'levelTooLow'],
  ])('%s is answered as the code %s', (key, code) => {
    expect(errorCode(key)).toBe(code)
  })

  it.each([
    ['credentials', 'account.error.credentials'],
    ['rateLimited', 'account.error.rateLimited'],
    ['tooYoung', 'account.error.tooYoung'],
    ['email', 'validation.email'],
    ['required', 'validation.required'],
    ['password', 'validation.password'],
    // The HTTP layer's own refusals have no account text of their own.
    ['tooLarge', 'account.error.generic'],
    ['server', 'account.error.generic'],
    ['crossSite', 'account.error.generic'],
    // Anything that is not a plain code.
    [undefined, 'account.error.generic'],
    ['account.error.invalid', 'account.error.generic'],
    [42, 'account.error.generic'],
  ])('the code %s is shown with the key %s', (code, key) => {
    expect(accountErrorKey(code)).toBe(key)
  })
})

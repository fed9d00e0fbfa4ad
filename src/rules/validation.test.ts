import { email } from 'payload/shared'
import { describe, expect, it } from 'vitest'
import {
  FIELD_RULES,
  type FieldRule,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  isValidWordText,
  newsletterFormState,
  REQUIRED_MESSAGE_KEY,
  textInputState,
  VALIDATION_MESSAGE_KEYS,
  VALIDATORS,
} from './validation'

describe('isValidName (SPEC §5: letters and some punctuation, no digits or symbols, 2+ chars; 1+ in Han, kana, Hangul)', () => {
  it.each([
    ['Zoë', 'Latin letter with diaeresis'],
    ['Zoe\u0308', 'decomposed diaeresis (combining mark)'],
    ['Łukasz', 'Polish letter'],
    ['François', 'cedilla'],
    ["O'Brien", 'ASCII apostrophe'],
    ['N’Golo', 'typographic apostrophe'],
    ['Jean-Luc', 'hyphen'],
    ['Mary Ann', 'space'],
    ['J. R.', 'periods'],
    ['李小龍', 'Han characters'],
    ['Анна', 'Cyrillic'],
    ['Nguyễn', 'Vietnamese'],
    ['Al', 'exactly 2 characters'],
    ['  Al  ', '2 characters after trimming'],
    ['王', 'one-character Chinese surname (issue 11)'],
    ['李', 'single Han character'],
    ['𠮷', 'Han character outside the BMP'],
    ['森', 'one-character Japanese surname'],
    ['ア', 'single katakana'],
    ['김', 'one-syllable Korean surname'],
    [' 王 ', 'one Han character after trimming'],
  ])('accepts %j (%s)', (value) => {
    expect(isValidName(value)).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['A', '1 character, below the minimum of 2'],
    ['  A  ', '1 character after trimming'],
    ['R2D2', 'digits'],
    ['Я', 'one Cyrillic letter'],
    ['é', 'one Latin letter'],
    ['王1', 'Han with a digit'],
    ['王!', 'Han with a symbol'],
    ['ー', 'katakana length mark alone (not a letter of the script)'],
    ['Anna!', 'symbol'],
    ['Anna_Maria', 'underscore'],
    ['Ann@', 'at sign'],
    ['Zoë 😀', 'emoji'],
    ["'-.", 'punctuation without a letter'],
    ['   ', 'blank'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidName(value)).toBe(false)
  })
})

describe('isValidPassword (SPEC §5: lower, upper, digit, one of ?!@#$%^&*, length 8 to 256)', () => {
  const pad = (length: number) => `Aa1!${'x'.repeat(length - 4)}`

  it.each([
    [7, false],
    [8, true],
    [256, true],
    [257, false],
  ])('length %i → %s', (length, expected) => {
    const password = pad(length)
    expect(password).toHaveLength(length)
    expect(isValidPassword(password)).toBe(expected)
  })

  it.each(['?', '!', '@', '#', '$', '%', '^', '&', '*'])(
    'accepts the special character %s',
    (s) => {
      expect(isValidPassword(`Abcdef1${s}`)).toBe(true)
    },
  )

  it.each([
    ['ABCDEF1!', 'no lowercase letter'],
    ['abcdef1!', 'no uppercase letter'],
    ['Abcdefg!', 'no digit'],
    ['Abcdefg1', 'no special character'],
    ['Abcdef1_', 'underscore is not one of ?!@#$%^&*'],
    ['Abcdef1-', 'hyphen is not one of ?!@#$%^&*'],
    ['Abc\nef1!', 'line break'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidPassword(value)).toBe(false)
  })

  it('counts lower and upper case letters of any script', () => {
    expect(isValidPassword('Пароль12!')).toBe(true)
  })
})

/** Payload's own email validator (what the members and newsletter collections store). */
function payloadEmail(value: string): true | string {
  const options = {
    req: { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key },
    required: true,
    siblingData: {},
  }
  return (email as unknown as (v: string, o: typeof options) => true | string)(value, options)
}

describe('isValidEmail (SPEC §5: local part, @, domain, TLD of 2 to 15 characters)', () => {
  const withTld = (length: number) => `jane@example.${'a'.repeat(length)}`

  it.each([
    [1, false],
    [2, true],
    [15, true],
    [16, false],
  ])('%i-letter top-level domain → %s', (length, expected) => {
    expect(isValidEmail(withTld(length))).toBe(expected)
  })

  it.each([
    'jane.doe@example.com',
    'jane+cognac@mail.example.co',
    "o'brien@example.fr",
    'JANE@EXAMPLE.COM',
    'jane@sub.domain.example.museum',
    'j@ex--ample.com',
    'x@xn--r8jz45g.jp',
  ])('accepts %s (Payload’s validator stores it too)', (value) => {
    expect(isValidEmail(value)).toBe(true)
    expect(payloadEmail(value)).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['jane.example.com', 'no @'],
    ['jane@@example.com', 'two @'],
    ['jane@doe@example.com', 'two @ apart'],
    ['@example.com', 'no local part'],
    ['jane@', 'no domain'],
    ['jane@example', 'no top-level domain'],
    ['jane@.com', 'empty domain label'],
    ['jane@example..com', 'empty label between dots'],
    ['jane@example.c0m', 'digit in the top-level domain'],
    ['jane doe@example.com', 'space in the local part'],
    ['jane@exam ple.com', 'space in the domain'],
    [' jane@example.com', 'leading space'],
    ['jane@example.com ', 'trailing space'],
    // What Payload's validator refuses (each was a 500 at sign-up or the newsletter, issue 11).
    ['josé@example.fr', 'non-ASCII local part'],
    ['o’brien@example.fr', 'typographic apostrophe'],
    ['a..b@example.com', 'two dots in a row'],
    ['.jane@example.com', 'leading dot'],
    ['jane.@example.com', 'trailing dot'],
    ['"jane"@example.com', 'quoted local part'],
    ['jane@-example.com', 'domain label starting with a hyphen'],
    ['jane@example-.com', 'domain label ending with a hyphen'],
    ['jane@exa_mple.com', 'underscore in the domain'],
    ['jane@例え.jp', 'non-ASCII domain'],
    [`${'a'.repeat(250)}@example.com`, 'longer than 254 characters'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false)
  })

  it('never accepts what Payload’s validator refuses (the database layer’s rule)', () => {
    const samples = ['jane@example.com', 'josé@example.fr', 'a..b@example.com', 'é@é.fr', 'a@b.cd']
    for (const value of samples) {
      if (isValidEmail(value)) expect(payloadEmail(value)).toBe(true)
    }
  })
})

describe('isValidUsername (SPEC §5: letters, digits, space, underscore and hyphen)', () => {
  it.each(['jane', 'Jane Doe', 'jane_doe-42', 'Łukasz 2', '李小龍', '007'])(
    'accepts %j',
    (value) => {
      expect(isValidUsername(value)).toBe(true)
    },
  )

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['jane.doe', 'period'],
    ['jane@doe', 'at sign'],
    ["o'brien", 'apostrophe'],
    ['jane!', 'symbol'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidUsername(value)).toBe(false)
  })
})

describe('isValidPhone (SPEC §5: optional +, 3 digits, 3 digits, then 4 to 6 digits)', () => {
  it.each([
    ['555 123 123', 3, false],
    ['555 123 1234', 4, true],
    ['555 123 12345', 5, true],
    ['555 123 123456', 6, true],
    ['555 123 1234567', 7, false],
  ])('%j: final group of %i digits → %s', (value, _digits, expected) => {
    expect(isValidPhone(value)).toBe(expected)
  })

  it.each([
    '5551231234',
    '+5551231234',
    '555-123-1234',
    '555.123.1234',
    '+555 123 123456',
    '555-123 1234',
  ])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['55 123 1234', 'first group of 2 digits'],
    ['555 12 1234', 'second group of 2 digits'],
    ['++555 123 1234', 'two plus signs'],
    ['555  123 1234', 'double separator'],
    ['555/123/1234', 'slash is not a separator'],
    ['(555) 123 1234', 'parentheses'],
    ['555 123 12a4', 'letter'],
    ['555 123 1234 ', 'trailing space'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false)
  })
})

describe('isValidWordText (SPEC §5: letters with single spaces or hyphens between parts)', () => {
  it.each(['Cognac', 'Grande Champagne', 'Saint-Émilion', 'Jean-Luc de la Tour', 'Анна', 'a'])(
    'accepts %j',
    (value) => {
      expect(isValidWordText(value)).toBe(true)
    },
  )

  it.each([
    ['', 'empty'],
    ['Grande  Champagne', 'double space'],
    ['Saint--Émilion', 'double hyphen'],
    ['Saint- Émilion', 'hyphen then space'],
    [' Cognac', 'leading space'],
    ['Cognac ', 'trailing space'],
    ['-Cognac', 'leading hyphen'],
    ['Cognac-', 'trailing hyphen'],
    ['XO 2020', 'digits'],
    ["O'Brien", 'apostrophe'],
    ['Cognac!', 'symbol'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidWordText(value)).toBe(false)
  })
})

describe('rule map and message keys', () => {
  it.each([
    ['name', isValidName, 'validation.name'],
    ['password', isValidPassword, 'validation.password'],
    ['email', isValidEmail, 'validation.email'],
    ['username', isValidUsername, 'validation.username'],
    ['phone', isValidPhone, 'validation.phone'],
    ['wordText', isValidWordText, 'validation.wordText'],
  ] as const)('%s → its validator and key %s', (rule, validator, key) => {
    expect(FIELD_RULES).toContain(rule)
    expect(VALIDATORS[rule]).toBe(validator)
    expect(VALIDATION_MESSAGE_KEYS[rule]).toBe(key)
  })

  it('covers every rule and has a key for required fields', () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual([...FIELD_RULES].sort())
    expect(REQUIRED_MESSAGE_KEY).toBe('validation.required')
  })
})

describe('textInputState (SPEC §4 "Form input", §5 "Text input")', () => {
  it.each<[string, boolean, FieldRule | undefined, boolean, boolean, boolean, string]>([
    // value, required, rule, changed → valid, showError
    ['', false, undefined, false, true, false, 'optional empty input is valid'],
    ['', true, undefined, false, false, false, 'required empty input is invalid but pristine'],
    ['', true, undefined, true, false, true, 'required empty input shows an error once changed'],
    ['   ', true, undefined, true, false, true, 'blank counts as empty for required'],
    ['x', true, undefined, true, true, false, 'required non-empty input without validator'],
    ['', false, 'email', true, true, false, 'validator is not checked when empty'],
    ['   ', false, 'email', true, true, false, 'validator is not checked when blank'],
    ['', true, 'email', true, false, true, 'required still applies with a validator'],
    ['nope', false, 'email', false, false, false, 'invalid but pristine: no error yet'],
    ['nope', false, 'email', true, false, true, 'invalid and changed: error shows'],
    ['jane@example.com', true, 'email', true, true, false, 'valid and changed: no error'],
  ])(
    '%j required=%s rule=%s changed=%s → valid=%s showError=%s (%s)',
    (value, required, rule, changed, valid, showError) => {
      const validator = rule === undefined ? undefined : VALIDATORS[rule]
      expect(textInputState({ value, required, validator, changed })).toEqual({ valid, showError })
    },
  )

  it('is not required by default', () => {
    expect(textInputState({ value: '', changed: true })).toEqual({ valid: true, showError: false })
  })
})

describe('newsletterFormState (SPEC §4 footer newsletter, §5 newsletter email)', () => {
  it.each<[string, boolean, boolean, boolean, boolean, string]>([
    // email, consent, blurred → emailError, canSubmit
    ['', false, false, false, false, 'pristine: no error, no submit'],
    ['', false, true, true, false, 'empty email flagged after blur'],
    ['jane@', true, false, false, false, 'invalid email not flagged before blur'],
    ['jane@', true, true, true, false, 'invalid email flagged on blur'],
    ['jane@example.com', false, true, false, false, 'valid email without consent cannot submit'],
    ['jane@example.com', true, false, false, true, 'valid email and consent can submit'],
    ['jane@example.com', true, true, false, true, 'valid email after blur: no error'],
    ['jane@example', true, true, true, false, 'consent alone does not enable submit'],
  ])(
    '%j consent=%s blurred=%s → emailError=%s canSubmit=%s (%s)',
    (email, consent, blurred, emailError, canSubmit) => {
      expect(newsletterFormState({ email, consent, blurred })).toEqual({ emailError, canSubmit })
    },
  )
})

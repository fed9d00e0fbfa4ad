/**
 * Ingredient quantity scaling and serving count (SPEC §2.6, §5, §9). Pure functions.
 */

/** The people counter starts at, and cannot go below, 1 (SPEC §9). */
export const MIN_SERVINGS = 1

/** Serving count: at least 1, no upper limit, floored; NaN and infinities give 1. */
export function clampServings(n: number): number {
  if (!Number.isFinite(n)) return MIN_SERVINGS
  return Math.max(MIN_SERVINGS, Math.floor(n))
}

const FRACTION = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/
const DECIMAL = /^(\d*)(?:([.,])(\d*))?$/
const MAX_DECIMALS = 2

function gcd(a: bigint, b: bigint): bigint {
  let x = a
  let y = b
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

/** "3" / "1/2" / "1 1/2": a reduced fraction, as a mixed number when ≥ 1. */
function writeFraction(numerator: bigint, denominator: bigint): string {
  const divisor = gcd(numerator, denominator)
  const n = numerator / divisor
  const d = denominator / divisor
  const whole = n / d
  const rest = n % d
  if (rest === 0n) return String(whole)
  return whole === 0n ? `${rest}/${d}` : `${whole} ${rest}/${d}`
}

function scaleFraction(match: RegExpExecArray, servings: bigint): string | null {
  const [, whole, num, den] = match
  const denominator = BigInt(den ?? '0')
  if (denominator === 0n) return null
  const numerator = BigInt(whole ?? '0') * denominator + BigInt(num ?? '0')
  return writeFraction(numerator * servings, denominator)
}

// Integer arithmetic on the digits, so "1,15" × 3 gives "3,45" and not a float artefact.
function scaleDecimal(match: RegExpExecArray, servings: bigint): string | null {
  const [, intDigits = '', separator, fracDigits = ''] = match
  if (intDigits === '' && fracDigits === '') return null
  const scale = fracDigits.length
  let units = BigInt(`${intDigits}${fracDigits}` || '0') * servings
  let decimals = scale
  if (decimals > MAX_DECIMALS) {
    const divisor = 10n ** BigInt(decimals - MAX_DECIMALS)
    units = (units + divisor / 2n) / divisor // half up; quantities are never negative
    decimals = MAX_DECIMALS
  }
  const digits = String(units).padStart(decimals + 1, '0')
  const intPart = digits.slice(0, digits.length - decimals)
  const fracPart = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fracPart === '' ? intPart : `${intPart}${separator ?? '.'}${fracPart}`
}

/**
 * Scales an ingredient quantity by the serving count (clamped as clampServings does).
 * A value with a slash is a fraction, multiplied as a fraction and written reduced, as a mixed
 * number when ≥ 1 ("1/2" × 3 → "1 1/2"). Otherwise a decimal number with a comma or point,
 * multiplied, rounded to at most 2 decimals and written with the input's separator
 * ("1,5" × 3 → "4,5"). A non-numeric value gives null: nothing is shown.
 */
export function scaleQuantity(quantity: string, servings: number): string | null {
  if (typeof quantity !== 'string') return null
  const text = quantity.trim()
  const count = BigInt(clampServings(servings))
  if (text.includes('/')) {
    const fraction = FRACTION.exec(text)
    return fraction ? scaleFraction(fraction, count) : null
  }
  const decimal = DECIMAL.exec(text)
  return decimal ? scaleDecimal(decimal, count) : null
}

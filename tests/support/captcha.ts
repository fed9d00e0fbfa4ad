import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { newChallenge } from '@/security/captcha/service'
import { type CaptchaSettings, captchaSettings } from '@/security/captcha/settings'

/**
 * A solved captcha, as the widget would send it in a form's `altcha` field: a real challenge of
 * this server, solved for real. Tests run with CAPTCHA_COST=1 and a small CAPTCHA_MAX_COUNTER
 * (tests/integration/global-setup.ts), so this takes about a millisecond.
 */
export async function solvedCaptcha(
  settings: CaptchaSettings = captchaSettings(),
): Promise<string> {
  const challenge = await newChallenge(settings)
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha: no solution found')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { register } from '@/instrumentation'
import { DEV_SECRET, payloadSecret, secretProblem } from './secret'

describe('PAYLOAD_SECRET in production (issue 11)', () => {
  it.each([
    // NODE_ENV, PAYLOAD_SECRET, refused
    ['production', 'a-private-random-value-0123456789', false],
    ['production', DEV_SECRET, true],
    ['production', ` ${DEV_SECRET} `, true],
    ['production', '', true],
    ['production', undefined, true],
    ['development', undefined, false],
    ['development', DEV_SECRET, false],
    ['test', undefined, false],
  ])('NODE_ENV=%s PAYLOAD_SECRET=%j → refused %s', (NODE_ENV, PAYLOAD_SECRET, refused) => {
    const env = { NODE_ENV, PAYLOAD_SECRET } as NodeJS.ProcessEnv
    expect(secretProblem(env) !== null).toBe(refused)
    if (refused) expect(() => payloadSecret(env)).toThrow(/PAYLOAD_SECRET/)
  })

  it('names the problem: the repository default is public', () => {
    expect(secretProblem({ NODE_ENV: 'production', PAYLOAD_SECRET: DEV_SECRET })).toMatch(
      /development default/,
    )
  })
})

describe('the server refuses to start with such a secret', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('exits with the reason at start in production', () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', DEV_SECRET)
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    register()
    expect(exit).toHaveBeenCalledWith(1)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Refusing to start: PAYLOAD_SECRET'))
  })

  it('starts with a private secret, and in development', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 'a-private-random-value-0123456789')
    register()
    vi.stubEnv('NODE_ENV', 'development')
    vi.stubEnv('PAYLOAD_SECRET', DEV_SECRET)
    register()
    expect(exit).not.toHaveBeenCalled()
  })
})

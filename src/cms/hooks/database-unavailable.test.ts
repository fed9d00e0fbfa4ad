import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/server/http/database-unavailable'
import { answerDatabaseUnavailable } from './database-unavailable'

const args = (error: Error, responseHeaders?: Headers) =>
  ({ error, req: { responseHeaders }, context: {} }) as unknown as AfterErrorHookArgs

describe('answerDatabaseUnavailable (Payload REST afterError)', () => {
  it('turns an unreachable database into 503 with Retry-After', () => {
    const a = args(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    expect(answerDatabaseUnavailable(a)).toEqual({
      status: 503,
      response: { errors: [{ message: expect.stringMatching(/unavailable/) }] },
    })
    expect(a.req.responseHeaders?.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
  })

  it('adds to headers already set, and leaves other errors to Payload', () => {
    const headers = new Headers({ 'X-Other': '1' })
    answerDatabaseUnavailable(args(new Error('Connection terminated unexpectedly'), headers))
    expect(headers.get('x-other')).toBe('1')
    expect(headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    const other = args(new Error('The email or password provided is incorrect.'))
    expect(answerDatabaseUnavailable(other)).toBeUndefined()
    expect(other.req.responseHeaders).toBeUndefined()
  })
})

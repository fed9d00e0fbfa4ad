import type { AfterErrorHook } from 'payload'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@/server/http/database-unavailable'

/**
 * Payload's own REST API (/api/<collection>/…) answers an unreachable database as our routes do
 * (src/server/http/endpoint.ts): 503 with Retry-After instead of a 500, in Payload's error shape.
 */
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  const retryAfter = String(DATABASE_RETRY_AFTER_SECONDS)
  if (req.responseHeaders) req.responseHeaders.set('Retry-After', retryAfter)
  else req.responseHeaders = new Headers({ 'Retry-After': retryAfter })
  return {
    status: 503,
    response: {
      errors: [{ message: 'The service is briefly unavailable. Please try again in a moment.' }],
    },
  }
}

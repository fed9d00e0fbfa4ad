import { formatErrors } from 'payload'
import { describe, expect, it } from 'vitest'
import { PublicRefusal } from './public-refusal'

describe('PublicRefusal', () => {
  it('keeps its words in the REST answer, with a name that survives bundling', () => {
    const refusal = new PublicRefusal('You may edit only your markets’ locales', 403)
    expect(refusal.name).toBe('PublicRefusal')
    expect(refusal.status).toBe(403)
    expect(refusal.isPublic).toBe(true)
    // Payload's REST answer reads the message only from an error with a name.
    expect(formatErrors(refusal).errors?.[0]?.message).toBe(
      'You may edit only your markets’ locales',
    )
  })
})

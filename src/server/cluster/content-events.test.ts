import { describe, expect, it } from 'vitest'
import { changeFromOthers } from './content-events'

describe('changeFromOthers', () => {
  it("takes another instance's change and ignores this instance's own", () => {
    const message = JSON.stringify({ from: 'instance-b', source: 'collection:outlets' })
    expect(changeFromOthers(message, 'instance-a')).toEqual({ source: 'collection:outlets' })
    expect(changeFromOthers(message, 'instance-b')).toBeNull()
  })

  it.each(['not json', 'null', '42', JSON.stringify({ from: 'x' }), JSON.stringify({ source: 1 })])(
    'ignores a malformed message: %s',
    (message) => {
      expect(changeFromOthers(message, 'self')).toBeNull()
    },
  )
})

/**
 * Writes a .env with a freshly generated PAYLOAD_SECRET when there is none, so that a fresh clone
 * can build and serve in production mode without anyone choosing a secret by hand.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const file = '.env'
const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
if (!/^PAYLOAD_SECRET=.+/m.test(current) && !process.env.PAYLOAD_SECRET) {
  const line = `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}\n`
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${line}`)
  console.log('Wrote a new PAYLOAD_SECRET to .env')
}

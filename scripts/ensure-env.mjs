/**
 * Writes a .env with a freshly generated PAYLOAD_SECRET when there is none (or only the
 * repository's public development default, which production refuses: src/cms/secret.ts), so that
 * a fresh clone can build and serve in production mode without anyone choosing a secret by hand.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const DEV_SECRET = 'dev-only-maison-solaine-secret-change-me'
const file = '.env'
const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
const line = () => `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`
const devDefault = new RegExp(`^PAYLOAD_SECRET=["']?${DEV_SECRET}["']?[ \\t]*$`, 'm')

if (devDefault.test(current) && process.env.PAYLOAD_SECRET === undefined) {
  writeFileSync(file, current.replace(devDefault, line()))
  console.log('Replaced the development default PAYLOAD_SECRET in .env with a new random one')
} else if (!/^PAYLOAD_SECRET=.+/m.test(current) && !process.env.PAYLOAD_SECRET) {
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${line()}\n`)
  console.log('Wrote a new PAYLOAD_SECRET to .env')
}

/** `npm run seed`: fills the database (SQLite by default, DATABASE_URL otherwise) with demo content. */
import './load-env'
import config from '@payload-config'
import { getPayload } from 'payload'
import { publicOrigin } from '../src/account/rules/public-origin'
import { payloadSecret } from '../src/cms/secret'
import { signBottleCode } from '../src/rules/bottle-code'
import { DEMO_BOTTLE_BATCH } from './seed/bottles'
import { seed } from './seed/run-seed'

async function main() {
  const started = performance.now()
  const payload = await getPayload({ config })
  const report = await seed(payload)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Seed done in ${seconds} s: ${report.created} created, ${report.updated} updated, ${report.locales} locales.`,
  )
  const phases = (report.phases ?? []).map((p) => `${p.name} ${p.seconds.toFixed(1)} s`)
  console.log(`Seed time by domain: ${phases.join(', ')}.`)
  // The demo's connected bottles, as their tags would open them (codes signed with this secret).
  const base = `${publicOrigin()?.base ?? 'http://localhost:3000'}/en-ww/connected-bottle/`
  for (const serial of [1, 2, 3]) {
    const code = signBottleCode(payloadSecret(), { batch: DEMO_BOTTLE_BATCH, serial })
    console.log(`Demo connected bottle ${serial}: ${base}?c=${code}`)
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Seed failed:', error)
    process.exit(1)
  },
)

/** `npm run seed`: fills the database (SQLite by default, DATABASE_URL otherwise) with demo content. */
import './load-env'
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './seed/run-seed'

async function main() {
  const started = performance.now()
  const payload = await getPayload({ config })
  const report = await seed(payload)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Seed done in ${seconds} s: ${report.created} created, ${report.updated} updated, ${report.locales} locales.`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Seed failed:', error)
    process.exit(1)
  },
)

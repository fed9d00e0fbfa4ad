/**
 * `npx tsx scripts/slug-clashes.ts`: lists documents that share an address in a locale (saved
 * before slugs were checked). Exits 1 when there is any, so it can gate a deployment.
 */
import './load-env'
import config from '@payload-config'
import { getPayload } from 'payload'
import { findSlugClashes } from '../src/cms/slug-clashes'

async function main() {
  const payload = await getPayload({ config })
  const clashes = await findSlugClashes(payload)
  for (const c of clashes) {
    const docs = c.docs.map((d) => `${d.id} “${d.title}”`).join(', ')
    console.log(`${c.collection} ${c.locale} ${c.address}: ${docs}`)
  }
  console.log(clashes.length === 0 ? 'No slug clashes.' : `${clashes.length} slug clashes.`)
  return clashes.length === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Slug clash check failed:', error)
    process.exit(2)
  },
)

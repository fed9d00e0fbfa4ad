import type { Payload } from 'payload'
import { BOTTLES_SLUG } from '../../src/bottles/cms/Bottles'
import { mintBottles } from '../../src/bottles/server/mint'
import type { SeedReport } from './upsert'

/** The demo's connected bottles: a batch of three XO bottles, never scanned (issue 15). */
export const DEMO_BOTTLE_BATCH = 'XO-DEMO'
const DEMO_BOTTLES = 3

export async function seedBottles(payload: Payload, report: SeedReport) {
  const { totalDocs } = await payload.count({
    collection: BOTTLES_SLUG,
    where: { batch: { equals: DEMO_BOTTLE_BATCH } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  const { docs } = await payload.find({
    collection: 'products',
    locale: 'en-ww',
    where: { slug: { equals: 'xo' } },
    limit: 1,
    depth: 0,
  })
  const xo = docs[0]
  if (!xo) throw new Error('seed: the XO product is missing')
  const minted = await mintBottles(payload, {
    batch: DEMO_BOTTLE_BATCH,
    productId: xo.id,
    count: DEMO_BOTTLES,
    bottledOn: '2026-03-02',
  })
  report.created += minted.length
}

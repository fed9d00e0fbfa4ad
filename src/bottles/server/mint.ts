import type { Payload } from 'payload'
import { payloadSecret } from '@/cms/secret'
import { signBottleCode } from '@/rules/bottle-code'
import { BOTTLES_SLUG, codeIdOf } from '../cms/Bottles'

/** Mints `count` bottles of a batch (npm run bottles:mint): their rows and their codes. */
export async function mintBottles(
  payload: Payload,
  input: { batch: string; productId: number; count: number; bottledOn?: string },
): Promise<Array<{ serial: number; code: string }>> {
  const { docs } = await payload.find({
    collection: BOTTLES_SLUG,
    where: { batch: { equals: input.batch } },
    sort: '-serial',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const first = (docs[0]?.serial ?? 0) + 1
  const minted: Array<{ serial: number; code: string }> = []
  for (let serial = first; serial < first + input.count; serial++) {
    const code = signBottleCode(payloadSecret(), { batch: input.batch, serial })
    await payload.create({
      collection: BOTTLES_SLUG,
      overrideAccess: true,
      data: {
        code_id: codeIdOf(input.batch, serial),
        batch: input.batch,
        serial,
        product: input.productId,
        bottled_on: input.bottledOn,
        scan_count: 0,
      },
    })
    minted.push({ serial, code })
  }
  return minted
}

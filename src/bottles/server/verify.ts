import type { Payload } from 'payload'
import { payloadSecret } from '@/cms/secret'
import type { LocaleCode } from '@/i18n/locales'
import type { Media, Product } from '@/payload-types'
import { checkBottleCode } from '@/rules/bottle-code'
import { BOTTLES_SLUG, codeIdOf } from '../cms/Bottles'

export type BottleAnswer =
  | {
      status: 'genuine'
      batch: string
      serial: number
      bottledOn: string | null
      firstScanAt: string
      scanCount: number
      product: {
        title: string
        slug: string | null
        image: { url: string; alt: string; width: number | null; height: number | null } | null
      } | null
    }
  | { status: 'unknown' }

/**
 * A scan of a bottle's tag (issue 15): a code the house signed, of a bottle that was minted,
 * counts as a scan (the first one is remembered) and answers the bottle; any other code is
 * `unknown` (the visitor is warned) and logged with what was wrong, never with more detail to
 * the visitor (which of signature or registry failed would help a forger).
 */
export async function scanBottle(
  payload: Payload,
  code: string,
  locale: LocaleCode,
  context: { client: string },
  now = new Date(),
): Promise<BottleAnswer> {
  const check = checkBottleCode(payloadSecret(), code)
  if (!check.ok) {
    warn(check.reason, code, context)
    return { status: 'unknown' }
  }
  const { batch, serial } = check.bottle
  const { docs } = await payload.find({
    collection: BOTTLES_SLUG,
    where: { code_id: { equals: codeIdOf(batch, serial) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const bottle = docs[0]
  if (!bottle) {
    warn('notMinted', code, context)
    return { status: 'unknown' }
  }
  const firstScanAt = bottle.first_scan_at ?? now.toISOString()
  const updated = await payload.update({
    collection: BOTTLES_SLUG,
    id: bottle.id,
    overrideAccess: true,
    depth: 0,
    data: {
      first_scan_at: firstScanAt,
      last_scan_at: now.toISOString(),
      scan_count: (bottle.scan_count ?? 0) + 1,
    },
  })
  const productId = typeof bottle.product === 'number' ? bottle.product : bottle.product.id
  const product = await payload
    .findByID({
      collection: 'products',
      id: productId,
      locale,
      fallbackLocale: false,
      depth: 1,
      select: { title: true, slug: true, image: true, available: true },
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  return {
    status: 'genuine',
    batch,
    serial,
    bottledOn: bottle.bottled_on ?? null,
    firstScanAt,
    scanCount: updated.scan_count ?? 1,
    product:
      product && (product as Product).available !== false ? productView(product as Product) : null,
  }
}

function productView(product: Product) {
  const image = typeof product.image === 'object' && product.image ? (product.image as Media) : null
  return {
    title: product.title,
    slug: product.slug ?? null,
    image: image?.url
      ? {
          url: image.url,
          alt: image.alt ?? product.title,
          width: image.width ?? null,
          height: image.height ?? null,
        }
      : null,
  }
}

function warn(reason: string, code: string, context: { client: string }) {
  console.warn(
    JSON.stringify({
      event: 'bottle.unknownCode',
      reason,
      code: code.slice(0, 80),
      client: context.client,
    }),
  )
}

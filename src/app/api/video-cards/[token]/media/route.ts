import { getPayloadClient } from '@/content/payload'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'
import { readCardMedia } from '@/video-cards/server/cards'

export const dynamic = 'force-dynamic'

type Route = { params: Promise<{ token: string }> }

/**
 * A card's film or still (issue 15): `GET /api/video-cards/{token}/media/` → 200 with the stored
 * file; 404 for an unknown token, 410 for an expired card (deleted on the way). Private to whoever
 * holds the link: never cached by shared caches, never indexed.
 */
export const GET = endpoint<Route>(
  async (_context, route) => {
    const { token } = await route.params
    const media = await readCardMedia(await getPayloadClient(), token)
    if (media.status !== 'found') {
      throw media.status === 'expired'
        ? new HttpRefusal(410, 'expired', 'videoCard.expired')
        : new HttpRefusal(404, 'notFound', 'videoCard.missing')
    }
    return new Response(new Uint8Array(media.bytes), {
      status: 200,
      headers: {
        'Content-Type': media.type,
        'Content-Length': String(media.bytes.byteLength),
        'Cache-Control': 'private, max-age=3600',
        'X-Robots-Tag': 'noindex',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
  { limit: 'videoCardMedia' },
)

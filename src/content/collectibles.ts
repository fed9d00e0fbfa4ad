import 'server-only'
import { type ClientImage, clientImage, imageSources } from '@/components/media/image-sources'
import type { LocaleCode } from '@/i18n/locales'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** One collectible of the NFT collection gallery (issue 15). */
export interface CollectibleItem {
  id: number
  name: string
  editionNumber: number
  editionSize: number
  description: string
  ownerLink: string | null
  image: ClientImage | null
}

/** The collectibles available in a locale, by edition number. */
export function listCollectibles(locale: LocaleCode): Promise<CollectibleItem[]> {
  return cachedRead(
    ['collectibles', locale],
    [collectionTag('collectibles'), collectionTag('media')],
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'collectibles',
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        sort: 'edition_number',
        where: availableIn(),
      })
      return docs.map((d) => ({
        id: d.id,
        name: d.title,
        editionNumber: d.edition_number,
        editionSize: d.edition_size,
        description: d.description ?? '',
        ownerLink: d.owner_link ?? null,
        image: clientImage(imageSources(d.image)),
      }))
    },
  )
}

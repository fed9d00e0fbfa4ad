import { listCollectibles } from '@/content/collectibles'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { CollectibleGalleryLazy } from './CollectibleGalleryLazy'
import './nft-collection.css'
import { siteTranslator } from '@/content/site-translator'

/**
 * The NFT collection (SPEC §2.2, issue 15): the editor's title and blocks, then the gallery of
 * collectibles from the CMS; each opens its detail in a dialog (docs/decisions.md). No wallet:
 * the owner link leads to the token's public page.
 */
export async function NftCollectionTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const items = await listCollectibles(locale)
  const t = await siteTranslator(locale)
  return (
    <TemplateBody locale={locale} page={page} name="nft-collection">
      <section className="collectibles">
        {items.length > 0 ? (
          <CollectibleGalleryLazy items={items} />
        ) : (
          <p className="collectibles__empty">{t('collectible.empty')}</p>
        )}
      </section>
    </TemplateBody>
  )
}

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { ItemsSectionSlice as ItemsSectionSliceData } from '@/payload-types'
import { BlockButton } from '../BlockButton'
import { buttonColorOf } from '../block-link'
import type { BlockProps } from '../types'

/** A titled row of item cards (SPEC §3 "Item card": image 178:119, title, optional button). */
export function ItemsSectionSlice({ block, locale }: BlockProps<ItemsSectionSliceData>) {
  const items = block.items ?? []
  if (!block.title && items.length === 0) return null
  return (
    <section className="block block--items">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      {items.length > 0 ? (
        <ul className="block--items-list">
          {items.map((item, i) => (
            <li key={item.id ?? i} className="block--item-card">
              <div className="block--item-card-image">
                <ResponsiveImage media={item.image} sizes="(min-width: 769px) 24rem, 100vw" />
              </div>
              <h3 className="block--item-card-title">{item.title}</h3>
              <BlockButton
                label={item.button?.button_link?.title}
                url={item.button?.button_link?.url}
                color={buttonColorOf(item.button?.button_color)}
                locale={locale}
                className="block--item-card-button"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

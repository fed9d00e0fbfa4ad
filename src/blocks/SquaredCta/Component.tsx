import type { SquaredCta as SquaredCtaData } from '@/payload-types'
import { BlockButton } from '../BlockButton'
import { alignmentOf } from '../block-link'
import type { BlockProps } from '../types'

/** One button; its position (center, right or left) sets its alignment (SPEC §2.5). */
export function SquaredCta({ block, locale }: BlockProps<SquaredCtaData>) {
  return (
    <div className={`block block--squared-cta block--align-${alignmentOf(block.position)}`}>
      <BlockButton label={block.label} url={block.url} locale={locale} />
    </div>
  )
}

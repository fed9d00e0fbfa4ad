import { imageSources } from '@/components/media/image-sources'
import type { StringKey } from '@/i18n/strings'
import type { SiteOption } from '@/payload-types'
import { disclaimerVariant } from './chrome-model'
import './chrome.css'

/**
 * The sticky disclaimer bar (SPEC §2.7): zh-tw shows its black banner image, en-za a white banner
 * with text and logo, every other locale its disclaimer in uppercase text.
 */
export function DisclaimerBar({
  locale,
  options,
  strings,
}: {
  locale: string
  options: SiteOption
  strings: Record<StringKey, string>
}) {
  const banner = imageSources(options.disclaimer_banner_image)
  const variant = disclaimerVariant(locale, banner !== null)
  const crest = imageSources(options.crest_image)
  const text = options.disclaimer_text || strings['footer.drinkResponsibly']
  return (
    <aside
      className={`chrome-disclaimer chrome-disclaimer--${variant}`}
      data-chrome="disclaimer"
      data-variant={variant}
      aria-label={strings['chrome.disclaimer.label']}
    >
      {variant === 'image' && banner ? (
        // biome-ignore lint/performance/noImgElement: a small banner of the CMS, shown as uploaded.
        <img
          className="chrome-disclaimer__image"
          src={banner.src}
          width={banner.width}
          height={banner.height}
          alt={banner.alt || text}
        />
      ) : variant === 'banner' ? (
        <p className="chrome-disclaimer__banner">
          <span className="chrome-disclaimer__logo">
            {crest ? (
              // biome-ignore lint/performance/noImgElement: the crest as uploaded, a few pixels high.
              <img src={crest.src} width={32} height={32} alt="" />
            ) : null}
            {options.site_name}
          </span>
          <span>{banner?.alt || text}</span>
        </p>
      ) : (
        <p className="chrome-disclaimer__text">{text}</p>
      )}
    </aside>
  )
}

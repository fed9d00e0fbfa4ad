import { RenderBlocks } from '@/blocks/registry'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import type { TemplateProps } from '../types'

export function HomeTemplate({ locale, page }: TemplateProps) {
  return (
    <article className="template template--home">
      <header className="hero">
        <h1 className="hero__title">{page.title}</h1>
      </header>
      <RenderBlocks blocks={page.layout} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
    </article>
  )
}

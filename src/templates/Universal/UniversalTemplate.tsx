import { RenderBlocks } from '@/blocks/registry'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import type { TemplateProps } from '../types'

/** A free page: a title, then the editor's blocks. */
export function UniversalTemplate({ locale, page }: TemplateProps) {
  return (
    <article className="template template--universal">
      <header className="page-header">
        <h1 className="page-header__title">{page.title}</h1>
      </header>
      <RenderBlocks blocks={page.layout} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
    </article>
  )
}

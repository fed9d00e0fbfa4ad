import type { ReactNode } from 'react'
import { RenderBlocks } from '@/blocks/registry'
import type { LocaleCode } from '@/i18n/locales'
import type { Page } from '@/payload-types'

interface Props {
  locale: LocaleCode
  page: Page
  /** The template's name, as its CSS modifier. */
  name: string
  children?: ReactNode
  /** What the template shows before the editor's blocks (a result the visitor came for). */
  lead?: ReactNode
}

/**
 * The body of a template page: its title, the editor's blocks, then what the template itself
 * lists. (The frame around every page, with its theme and age gate, is components/page-frame.)
 */
export function TemplateBody({ locale, page, name, children, lead }: Props) {
  return (
    <article className={`template template--${name}`}>
      <header className="page-header">
        <h1 className="page-header__title">{page.title}</h1>
      </header>
      {lead}
      <RenderBlocks blocks={page.layout} locale={locale} />
      {children}
    </article>
  )
}

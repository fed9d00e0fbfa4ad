'use client'

import Link from 'next/link'
import { useSiteContext } from '@/components/SiteContext'
import { localeHomePath } from '@/i18n/locales'

/** The not-found template (SPEC §2): shown with HTTP 404 for any path that has no data. */
export function NotFoundTemplate() {
  const { locale, strings } = useSiteContext()
  return (
    <article className="template template--not-found">
      <header className="page-header">
        <p className="page-header__eyebrow" aria-hidden="true">
          404
        </p>
        <h1 className="page-header__title">{strings['notFound.title']}</h1>
      </header>
      <p className="lede">{strings['notFound.text']}</p>
      <p>
        <Link className="button" href={localeHomePath(locale)}>
          {strings['notFound.back']}
        </Link>
      </p>
    </article>
  )
}

import { Suspense } from 'react'
import { localizedPath } from '@/routing/paths'
import { contentKit } from '@/server/content-kit'
import '../../components/cards/cards.css'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { SearchForm } from './SearchForm'
import { SiteSearchLazy as SiteSearch } from './SiteSearchLazy'
import './search.css'

/**
 * The search page (SPEC §2.2 Search, dark): the editor's title and blocks, then the search form
 * and its results. Static: the query is read in the browser and answered by /api/search/.
 */
export async function SearchTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const { t } = await contentKit(locale)
  const path = localizedPath(locale, page.path ?? '/search/')
  return (
    <TemplateBody locale={locale} page={page} name="search">
      <Suspense
        fallback={
          // Prerendered: the form works as a plain GET form until the page's script runs.
          <section className="site-search">
            <SearchForm
              inputId="site-search-input"
              action={path}
              label={t('search.label')}
              submitLabel={t('search.submit')}
            />
            <p className="site-search__status">{t('search.prompt')}</p>
          </section>
        }
      >
        <SiteSearch />
      </Suspense>
    </TemplateBody>
  )
}

import type { Page } from '@/payload-types'

/** A request's query, as Next.js gives it to a page rendered per request. */
export type SearchParams = Record<string, string | string[] | undefined>

export interface TemplateProps {
  locale: string
  page: Page
  /**
   * The query, only on a page rendered per request (the comparator's results); static pages
   * have none and read their query in the browser (the search page).
   */
  search?: SearchParams
}

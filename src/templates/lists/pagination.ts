/**
 * Paging of the list pages. Pure. SPEC §7/§9: the article, video and show lists are read 6 at a
 * time ("per_page=6 for latest lists"), so a list page shows 6 cards per page.
 */
export const LIST_PAGE_SIZE = 6

export interface PageWindow {
  /** 1-based current page, clamped to the pages that exist. */
  page: number
  pageCount: number
  /** Index of the first and one past the last item of the page. */
  start: number
  end: number
  hasPrevious: boolean
  hasNext: boolean
}

/** How many pages `total` items fill; an empty list still has one (empty) page. */
export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 1
  return Math.ceil(total / size)
}

/**
 * The page asked for by a `?page=` value: a whole number from 1 to the last page. Anything else
 * (missing, 0, negative, "2abc", beyond the end) gives page 1, so a stale link still lands.
 */
export function parsePage(raw: string | null | undefined, count: number): number {
  if (raw == null || !/^\d+$/.test(raw.trim())) return 1
  const page = Number(raw.trim())
  return page >= 1 && page <= count ? page : 1
}

export function pageWindow(total: number, page: number, size = LIST_PAGE_SIZE): PageWindow {
  const count = pageCount(total, size)
  const current = Number.isInteger(page) && page >= 1 && page <= count ? page : 1
  const start = (current - 1) * size
  return {
    page: current,
    pageCount: count,
    start,
    end: Math.min(start + size, Math.max(total, 0)),
    hasPrevious: current > 1,
    hasNext: current < count,
  }
}

/** The `?page=` query of a page link: page 1 is the bare list URL. */
export function pageQuery(page: number): string {
  return page <= 1 ? '?' : `?page=${page}`
}

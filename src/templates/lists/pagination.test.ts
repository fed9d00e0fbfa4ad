import { describe, expect, it } from 'vitest'
import { LIST_PAGE_SIZE, pageCount, pageQuery, pageWindow, parsePage } from './pagination'

describe('list paging (SPEC §9: lists read 6 per page)', () => {
  it('pages 6 items at a time', () => {
    expect(LIST_PAGE_SIZE).toBe(6)
  })

  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
  ])('%i items fill %i page(s)', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })

  it.each([
    [null, 3, 1],
    ['', 3, 1],
    ['2', 3, 2],
    [' 3 ', 3, 3],
    ['4', 3, 1],
    ['0', 3, 1],
    ['-1', 3, 1],
    ['2abc', 3, 1],
    ['1.5', 3, 1],
  ] as const)('?page=%s of %i pages → page %i', (raw, count, page) => {
    expect(parsePage(raw, count)).toBe(page)
  })

  it.each([
    [7, 1, { page: 1, pageCount: 2, start: 0, end: 6, hasPrevious: false, hasNext: true }],
    [7, 2, { page: 2, pageCount: 2, start: 6, end: 7, hasPrevious: true, hasNext: false }],
    [7, 9, { page: 1, pageCount: 2, start: 0, end: 6, hasPrevious: false, hasNext: true }],
    [0, 1, { page: 1, pageCount: 1, start: 0, end: 0, hasPrevious: false, hasNext: false }],
    [13, 2, { page: 2, pageCount: 3, start: 6, end: 12, hasPrevious: true, hasNext: true }],
  ])('%i items, page %i', (total, page, window) => {
    expect(pageWindow(total, page)).toEqual(window)
  })

  it('links page 1 to the bare list URL', () => {
    expect(pageQuery(1)).toBe('?')
    expect(pageQuery(2)).toBe('?page=2')
  })
})

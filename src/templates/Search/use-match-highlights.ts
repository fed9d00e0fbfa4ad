'use client'

import { type RefObject, useEffect } from 'react'
import { highlightRanges } from '@/rules/search-text'

const NAME = 'search-match'

/**
 * Marks, in each result's card, the words its search matched (the terms the engine reports,
 * found again with the same folding, so `cafe` marks "Café"). Drawn with the CSS Custom
 * Highlight API: the cards' markup and accessible names stay as they are; a browser without it
 * simply shows no marks.
 */
export function useMatchHighlights(
  list: RefObject<HTMLElement | null>,
  results: ReadonlyArray<{ matched?: string[] }> | null,
): void {
  useEffect(() => {
    const root = list.current
    if (!root || !results || typeof CSS === 'undefined' || !('highlights' in CSS)) return
    const ranges: Range[] = []
    root.querySelectorAll(':scope > li').forEach((item, index) => {
      const terms = results[index]?.matched ?? []
      if (terms.length === 0) return
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const [start, end] of highlightRanges(node.nodeValue ?? '', terms)) {
          const range = document.createRange()
          range.setStart(node, start)
          range.setEnd(node, end)
          ranges.push(range)
        }
      }
    })
    CSS.highlights.set(NAME, new Highlight(...ranges))
    return () => {
      CSS.highlights.delete(NAME)
    }
  }, [list, results])
}

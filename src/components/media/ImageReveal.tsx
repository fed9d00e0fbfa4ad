'use client'

import { useEffect } from 'react'

const LAZY_IMAGES = 'img.responsive-image[loading="lazy"]'
const PENDING = 'responsive-image--pending'

/**
 * Fades lazy images in as they arrive (SPEC §4 "Images: lazy load near the viewport with a
 * fade-in"). Images already loaded when the script runs stay as they are; the others are hidden
 * until their load (or error) event, then fade in. Also watches images added later (sliders).
 * Renders nothing. With prefers-reduced-motion the CSS drops the transition.
 */
export function ImageReveal() {
  useEffect(() => {
    const watch = (img: HTMLImageElement) => {
      if (img.dataset.reveal) return
      img.dataset.reveal = '1'
      if (img.complete) return
      img.classList.add(PENDING)
      const show = () => img.classList.remove(PENDING)
      img.addEventListener('load', show, { once: true })
      img.addEventListener('error', show, { once: true })
    }
    const scan = (root: ParentNode) => {
      for (const img of root.querySelectorAll<HTMLImageElement>(LAZY_IMAGES)) watch(img)
    }
    scan(document)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLImageElement && node.matches(LAZY_IMAGES)) watch(node)
          else if (node instanceof Element) scan(node)
        }
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return null
}

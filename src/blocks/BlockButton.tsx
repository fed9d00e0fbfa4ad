import Link from 'next/link'
import { ModalTrigger } from '@/components/links/ModalTrigger'
import { type ButtonColor, resolveBlockLink } from './block-link'

interface Props {
  label: string | null | undefined
  url: string | null | undefined
  locale: string
  color?: ButtonColor
  className?: string
}

/**
 * A button-styled link of a page block. Internal paths go through `next/link`, other sites open
 * in a new tab, and the special forms (#modal:eventtia, #form:, #ctb:) open their modal; one whose
 * modal is not built yet draws no button. An empty or invalid link, or a missing label, renders
 * nothing.
 */
export function BlockButton({ label, url, locale, color = 'blue', className }: Props) {
  const text = label?.trim()
  const target = resolveBlockLink(url, locale)
  if (!text || !target) return null
  const classes = ['block--button', `block--button-${color}`, className].filter(Boolean).join(' ')
  switch (target.kind) {
    case 'internal':
      return (
        <Link className={classes} href={target.href}>
          {text}
        </Link>
      )
    case 'external':
      return (
        <a className={classes} href={target.href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      )
    case 'plain':
      return (
        <a className={classes} href={target.href}>
          {text}
        </a>
      )
    case 'modal':
      return (
        <ModalTrigger className={classes} modal={target.modal} fallbackHref={target.fallbackHref}>
          {text}
        </ModalTrigger>
      )
  }
}

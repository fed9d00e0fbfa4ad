import Link from 'next/link'
import { ModalTrigger } from '@/components/links/ModalTrigger'
import { type ButtonColor, buttonColorOf, resolveBlockLink } from './block-link'
import { ForwardingLink } from './ForwardingLink'

interface Props {
  label: string | null | undefined
  url: string | null | undefined
  locale: string
  color?: ButtonColor
  className?: string
  /** Carry the page's query string over to the link (SPEC §2.5 forward_querystring). */
  forwardQuerystring?: boolean | null
}

/**
 * A button-styled link of a page block. Internal paths go through `next/link`, other sites open
 * in a new tab, and the special forms (#modal:eventtia, #form:, #ctb:) open their modal; one whose
 * modal is not built yet draws no button. An empty or invalid link, or a missing label, renders
 * nothing.
 */
export function BlockButton({
  label,
  url,
  locale,
  color = 'blue',
  className,
  forwardQuerystring,
}: Props) {
  const text = label?.trim()
  const target = resolveBlockLink(url, locale)
  if (!text || !target) return null
  const classes = ['block--button', `block--button-${color}`, className].filter(Boolean).join(' ')
  switch (target.kind) {
    case 'internal':
    case 'external':
      if (forwardQuerystring) {
        return (
          <ForwardingLink
            className={classes}
            href={target.href}
            external={target.kind === 'external'}
          >
            {text}
          </ForwardingLink>
        )
      }
      return target.kind === 'internal' ? (
        <Link className={classes} href={target.href}>
          {text}
        </Link>
      ) : (
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

/** A CMS button row: button_link (title, url), button_color, forward_querystring. */
export interface CmsButton {
  button_link?: { title?: string | null; url?: string | null } | null
  button_color?: string | null
  forward_querystring?: boolean | null
  id?: string | null
}

/** A block's buttons in a row; nothing when there are none. */
export function BlockButtons({
  buttons,
  locale,
}: {
  buttons: readonly CmsButton[] | null | undefined
  locale: string
}) {
  if (!buttons?.length) return null
  return (
    <div className="block--buttons">
      {buttons.map((button, i) => (
        <BlockButton
          key={button.id ?? i}
          label={button.button_link?.title}
          url={button.button_link?.url}
          color={buttonColorOf(button.button_color)}
          forwardQuerystring={button.forward_querystring}
          locale={locale}
        />
      ))}
    </div>
  )
}

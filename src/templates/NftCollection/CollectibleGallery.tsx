'use client'

import { useCallback, useRef, useState } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useSiteContext } from '@/components/SiteContext'
import type { CollectibleItem } from '@/content/collectibles'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'

/**
 * The collectibles as a grid of buttons; one opens its detail (large image, edition,
 * description, owner link) in a modal dialog, which keeps focus, closes on Escape or its button,
 * and gives focus back to the item it came from.
 */
export function CollectibleGallery({ items }: { items: CollectibleItem[] }) {
  const { locale, strings } = useSiteContext()
  const t = useCallback(
    (key: StringKey, values?: Record<string, string | number>) =>
      values ? formatMessage(strings[key] ?? key, values, locale) : (strings[key] ?? key),
    [strings, locale],
  )
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [open, setOpen] = useState<CollectibleItem | null>(null)
  const edition = (item: CollectibleItem) =>
    t('collectible.edition', { n: item.editionNumber, total: item.editionSize })

  return (
    <>
      <ul className="collectibles__grid">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="collectibles__item"
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget
                setOpen(item)
                dialog.current?.showModal()
              }}
            >
              <ResponsiveImage sources={item.image} sizes="(min-width: 769px) 22rem, 50vw" />
              <span className="collectibles__name">{item.name}</span>
              <span className="collectibles__edition">{edition(item)}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button serve the keyboard. */}
      <dialog
        ref={dialog}
        className="collectibles__dialog"
        aria-labelledby="collectible-title"
        onClose={() => {
          setOpen(null)
          opener.current?.focus()
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) closes it.
          if (event.target === event.currentTarget) dialog.current?.close()
        }}
      >
        {open ? (
          <div className="collectibles__detail">
            <ResponsiveImage sources={open.image} sizes="(min-width: 769px) 32rem, 90vw" priority />
            <div>
              <h2 id="collectible-title">{open.name}</h2>
              <p className="collectibles__edition">{edition(open)}</p>
              {open.description ? <p>{open.description}</p> : null}
              {open.ownerLink ? (
                <p>
                  <a href={open.ownerLink} target="_blank" rel="noopener noreferrer">
                    {t('collectible.owner')}
                  </a>
                </p>
              ) : null}
              <button
                type="button"
                className="collectibles__close"
                onClick={() => dialog.current?.close()}
              >
                {t('collectible.close')}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  )
}

import { RenderDefaultCell } from '@payloadcms/ui'
import type { CollectionSlug, DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'
import { LOCALE_CODES } from '@/i18n/locales'
import { type LocaleVersion, readLocaleVersions, standInTitle } from './locale-overview'

/** One read per document and admin request, shared by the title and locales cells of its row. */
const versionsOf = cache(
  (payload: Payload, collection: CollectionSlug, id: number | string): Promise<LocaleVersion[]> =>
    readLocaleVersions(payload, collection, id),
)

/**
 * The list's title cell (issue 17 item 9): the title in the locale being edited, or, for a
 * document not written in it, the default locale's title marked with its code, "(en-ww) The
 * House", instead of Payload's "<No Title>". Still the row's link (and a pick in a list drawer).
 */
export async function TitleCell({
  cellData,
  collectionSlug,
  columnIndex,
  customCellProps,
  field,
  link,
  linkURL,
  payload,
  rowData,
  viewType,
}: DefaultServerCellComponentProps) {
  const own = typeof cellData === 'string' && cellData.trim() !== '' ? cellData : null
  const shown =
    own ??
    (rowData?.id == null
      ? null
      : standInTitle(await versionsOf(payload, collectionSlug as CollectionSlug, rowData.id)))
  const label = 'label' in field && typeof field.label === 'string' ? field.label : 'Title'
  return (
    <RenderDefaultCell
      clientProps={{
        cellData: shown ?? undefined,
        collectionSlug,
        customCellProps,
        // The client's own field (the server one carries functions).
        field: { name: 'title', type: 'text', label },
        link,
        linkURL,
        rowData,
        viewType,
      }}
      columnIndex={columnIndex ?? 0}
      isLinkedColumn={Boolean(link)}
    />
  )
}

/**
 * The list's "Locales" column (issue 17 item 9): the locales a document has a title in ("All
 * 18" when it has one in each); a locale where it is not switched on ("Available in this
 * locale") is marked "(off)". Whether the document is published is Payload's own Status column
 * (drafts, issue 17 item 1): "(draft)" here would have said something else.
 */
export async function LocalesCell({
  collectionSlug,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  if (rowData?.id == null) return null
  const versions = await versionsOf(payload, collectionSlug as CollectionSlug, rowData.id)
  if (versions.length === 0) return <span>—</span>
  const code = (v: LocaleVersion) =>
    v.available ? (
      <span title={`${v.title}: available in ${v.locale}`} style={{ whiteSpace: 'nowrap' }}>
        {v.locale}
      </span>
    ) : (
      <span
        title={`${v.title}: not available in ${v.locale}`}
        style={{ whiteSpace: 'nowrap', opacity: 0.6 }}
      >
        {v.locale} (off)
      </span>
    )
  const list = (shown: LocaleVersion[]) =>
    shown.map((v, i) => (
      <span key={v.locale}>
        {i > 0 ? ', ' : null}
        {code(v)}
      </span>
    ))
  // Written in every locale: said in two words, with only the locales where it is off.
  if (versions.length === LOCALE_CODES.length) {
    const drafts = versions.filter((v) => !v.available)
    return (
      <span className="locales-cell" style={{ display: 'inline-block', whiteSpace: 'normal' }}>
        All {LOCALE_CODES.length}
        {drafts.length > 0 ? <>; {list(drafts)}</> : null}
      </span>
    )
  }
  return (
    <span
      className="locales-cell"
      style={{ display: 'inline-block', maxWidth: '22rem', whiteSpace: 'normal' }}
    >
      {list(versions)}
    </span>
  )
}

import type { ReactNode } from 'react'
import { BuyButton } from '@/commerce/BuyButton'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { type ComparatorProduct, comparatorCatalog } from '@/content/comparator'
import { getLocale } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import { COMPARATOR_PATH, COMPARATOR_RESULTS_PATH } from '@/routing/comparator-paths'
import { detailPath } from '@/routing/home-item'
import { localizedPath } from '@/routing/paths'
import {
  type ComparisonRow,
  compareProducts,
  parseSelection,
  type RowGroup,
  type Selection,
} from '@/rules/comparator'
import { contentKit } from '@/server/content-kit'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { bottlesOf } from './bottles'
import { ComparatorLazy as Island } from './ComparatorLazy'
import './comparator.css'
import { labelled } from '@/i18n/punctuation'

const GROUP_TITLES: Record<RowGroup, StringKey> = {
  facts: 'product.details',
  tasting: 'product.tasting',
  profile: 'product.profile',
}

const ROW_LABELS: Record<ComparisonRow['key'], StringKey> = {
  age: 'product.age',
  cru: 'product.cru',
  cask: 'product.cask',
  abv: 'product.abv',
  volume: 'product.volume',
  colour: 'product.colour',
  nose: 'product.nose',
  palate: 'product.palate',
  finish: 'product.finish',
  fruity: 'product.fruity',
  floral: 'product.floral',
  spicy: 'product.spicy',
  woody: 'product.woody',
  sweet: 'product.sweet',
}

/**
 * The comparator's results (SPEC §2.2 Comparator results, issue 14): the cognacs the URL's `p`
 * names, side by side, rendered on the server from the URL (so a shared link shows the same
 * comparison, with or without JavaScript). Rows whose values differ are marked in words as well
 * as in colour. Unknown or unavailable slugs are dropped with a message; with fewer than two
 * cognacs left the selection grid is shown instead.
 */
export async function ComparatorResultsTemplate({ locale: code, page, search }: TemplateProps) {
  const locale = templateLocale(code)
  const [{ t }, catalog] = await Promise.all([contentKit(locale), comparatorCatalog(locale)])
  const bySlug = new Map(catalog.products.map((p) => [p.slug, p]))
  const selection = parseSelection(search?.p, {
    available: new Set(bySlug.keys()),
    unavailable: new Set(catalog.unavailable),
  })
  const products = selection.slugs.flatMap((s) => bySlug.get(s) ?? [])
  const bottles = bottlesOf(catalog.products)
  const action = localizedPath(locale, COMPARATOR_RESULTS_PATH)
  const notices = droppedNotices(selection, t)

  return (
    <TemplateBody locale={locale} page={page} name="comparator-results">
      <section className="comparator comparator--results">
        {notices.length > 0 ? (
          <div className="comparator__notices" role="status">
            {notices.map((text) => (
              <p key={text} className="comparator__notice">
                {text}
              </p>
            ))}
          </div>
        ) : null}
        {selection.valid ? (
          <>
            <p className="comparator__actions">
              <Island
                island="change"
                bottles={bottles}
                selected={selection.slugs}
                action={action}
                href={localizedPath(locale, COMPARATOR_PATH)}
              />
            </p>
            <ComparisonTable locale={locale} products={products} t={t} />
          </>
        ) : (
          <>
            <p className="comparator__notice">{t('comparator.needMore')}</p>
            <Island island="grid" bottles={bottles} selected={selection.slugs} action={action} />
          </>
        )}
      </section>
    </TemplateBody>
  )
}

type T = Awaited<ReturnType<typeof contentKit>>['t']

function droppedNotices(selection: Selection, t: T): string[] {
  const { unknown, unavailable, overLimit } = selection.dropped
  const notices: string[] = []
  if (unknown.length) notices.push(t('comparator.dropped.unknown', { n: unknown.length }))
  if (unavailable.length) {
    notices.push(t('comparator.dropped.unavailable', { n: unavailable.length }))
  }
  if (overLimit.length) notices.push(t('comparator.dropped.overLimit', { n: overLimit.length }))
  return notices
}

function ComparisonTable({
  locale,
  products,
  t,
}: {
  locale: ReturnType<typeof templateLocale>
  products: ComparatorProduct[]
  t: T
}) {
  const rows = compareProducts(products)
  const number = new Intl.NumberFormat(getLocale(locale).htmlLang)
  const groups = (['facts', 'tasting', 'profile'] as const)
    .map((group) => ({ group, rows: rows.filter((r) => r.group === group) }))
    .filter((g) => g.rows.length > 0)

  function cell(row: ComparisonRow, value: number | string | null): ReactNode {
    if (value === null) {
      return (
        <>
          <span aria-hidden="true">—</span>
          <span className="comparator__hidden">{t('comparator.notStated')}</span>
        </>
      )
    }
    if (typeof value === 'string') return value
    switch (row.key) {
      case 'age':
        return t('product.years', { n: value })
      case 'abv':
        return `${number.format(value)} % vol.`
      case 'volume':
        return `${number.format(value)} ml`
      default: {
        const label = t(ROW_LABELS[row.key])
        return (
          <span className="comparator__score">
            <meter min={0} max={10} value={value} aria-label={`${label}: ${value}/10`} />
            <span aria-hidden="true">{value}/10</span>
          </span>
        )
      }
    }
  }

  return (
    <>
      <p className="comparator__legend">
        <span className="comparator__differs" aria-hidden="true">
          <span className="comparator__differs-icon">≠</span> {t('comparator.differs')}
        </span>{' '}
        {t('comparator.legend')}
      </p>
      <p className="comparator__scroll-hint">{t('comparator.scroll')}</p>
      <section
        className="comparator__scroller"
        aria-labelledby="comparator-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so arrow keys scroll it.
        tabIndex={0}
      >
        <table className="comparator__table" data-columns={products.length}>
          <caption id="comparator-caption" className="comparator__caption">
            {t('comparator.caption')}
          </caption>
          <thead>
            <tr>
              <td className="comparator__corner" />
              {products.map((p) => (
                <th key={p.slug} scope="col" className="comparator__product" data-slug={p.slug}>
                  <a
                    className="comparator__product-link"
                    href={detailPath(locale, 'collection', p.slug)}
                  >
                    <span className="comparator__bottle" aria-hidden="true">
                      {p.image ? (
                        <ResponsiveImage
                          sources={{ ...p.image, alt: '' }}
                          sizes="(min-width: 769px) 200px, 30vw"
                        />
                      ) : null}
                    </span>
                    <span className="comparator__name">{p.title}</span>
                  </a>
                  <ProductActions locale={locale} product={p} t={t} />
                </th>
              ))}
            </tr>
          </thead>
          {groups.map(({ group, rows: groupRows }) => (
            <tbody key={group}>
              <tr className="comparator__group">
                <th scope="rowgroup" colSpan={products.length + 1}>
                  <span className="comparator__group-title">{t(GROUP_TITLES[group])}</span>
                </th>
              </tr>
              {groupRows.map((row) => (
                <tr
                  key={row.key}
                  className={
                    row.differs ? 'comparator__row comparator__row--differs' : 'comparator__row'
                  }
                  data-row={row.key}
                  data-differs={row.differs ? 'true' : 'false'}
                >
                  <th scope="row" className="comparator__attribute">
                    {t(ROW_LABELS[row.key])}
                    {row.differs ? (
                      <span className="comparator__differs">
                        <span className="comparator__differs-icon" aria-hidden="true">
                          ≠
                        </span>{' '}
                        {t('comparator.differs')}
                      </span>
                    ) : null}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      key={products[i]?.slug ?? i}
                      className={`comparator__value comparator__value--${row.kind}`}
                    >
                      {cell(row, value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </>
  )
}

/**
 * What a visitor can do with a cognac from its column: find it in a store (the store locator
 * with the cognac preselected, as on its own page), and buy it online (the ctb_modal, for
 * products with `click_to_buy`; issue 14).
 */
function ProductActions({
  locale,
  product,
  t,
}: {
  locale: ReturnType<typeof templateLocale>
  product: ComparatorProduct
  t: T
}) {
  const buy = product.click_to_buy && product.grouping_id
  if (!product.store_locator && !buy) return null
  const href = `${localizedPath(locale, '/store-locator/')}?${new URLSearchParams({ product: product.slug })}`
  return (
    <ul className="comparator__product-actions">
      {product.store_locator ? (
        <li>
          <a
            className="comparator__find"
            href={href}
            aria-label={labelled(locale, t('storeLocator.findStore'), product.title)}
          >
            {t('storeLocator.findStore')}
          </a>
        </li>
      ) : null}
      {buy ? (
        <li>
          <BuyButton
            product={product}
            label={t('ctb.buy')}
            ariaLabel={labelled(locale, t('ctb.buy'), product.title)}
            className="comparator__buy"
          />
        </li>
      ) : null}
    </ul>
  )
}

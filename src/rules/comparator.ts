/**
 * The comparator (SPEC §2.2 Comparator and Comparator results, issue 14): which cognacs a URL
 * selects, and their attributes lined up row by row with the rows that differ marked. Pure.
 *
 * The selection lives in the URL's `p` parameter so that a comparison can be shared:
 * `?p=xo,v-s-o-p,cordon-bleu` (the comparator's own links) or `?p=xo&p=v-s-o-p` (the selection
 * form submitted without JavaScript); both, and a mix, are read the same way.
 */

/** A comparison needs two cognacs and shows at most three side by side. */
export const COMPARE_MIN = 2
export const COMPARE_MAX = 3

/** Bounds on what a URL may ask for, so a crafted link costs nothing to read. */
const MAX_TOKENS = 20
const MAX_SLUG_LENGTH = 100

/** Slugs the `p` values name: split at commas, trimmed, lowercased, empties and repeats dropped. */
export function readSelectionParam(raw: string | readonly string[] | null | undefined): string[] {
  const values = raw == null ? [] : typeof raw === 'string' ? [raw] : raw
  const slugs: string[] = []
  for (const value of values) {
    for (const part of value.split(',')) {
      if (slugs.length >= MAX_TOKENS) return slugs
      const slug = part.trim().toLowerCase()
      if (slug && slug.length <= MAX_SLUG_LENGTH && !slugs.includes(slug)) slugs.push(slug)
    }
  }
  return slugs
}

export interface SelectionCatalog {
  /** Slugs of the cognacs that can be compared in the locale (available there). */
  available: ReadonlySet<string>
  /** Slugs of the collection's cognacs that are not available in the locale. */
  unavailable?: ReadonlySet<string>
}

export interface Selection {
  /** The cognacs to compare, in the order the URL gives them (at most COMPARE_MAX). */
  slugs: string[]
  /** Whether there is something to compare (COMPARE_MIN to COMPARE_MAX cognacs). */
  valid: boolean
  dropped: {
    /** Slugs that name no cognac of the collection. */
    unknown: string[]
    /** Cognacs of the collection that are not offered in this locale. */
    unavailable: string[]
    /** Known cognacs beyond the first COMPARE_MAX. */
    overLimit: string[]
  }
}

/**
 * The selection a URL asks for: unknown and unavailable slugs are dropped first, then the first
 * COMPARE_MAX of the rest are kept, so a typo never pushes a real cognac out.
 */
export function parseSelection(
  raw: string | readonly string[] | null | undefined,
  catalog: SelectionCatalog,
): Selection {
  const unknown: string[] = []
  const unavailable: string[] = []
  const known: string[] = []
  for (const slug of readSelectionParam(raw)) {
    if (catalog.available.has(slug)) known.push(slug)
    else if (catalog.unavailable?.has(slug)) unavailable.push(slug)
    else unknown.push(slug)
  }
  const slugs = known.slice(0, COMPARE_MAX)
  return {
    slugs,
    valid: slugs.length >= COMPARE_MIN,
    dropped: { unknown, unavailable, overLimit: known.slice(COMPARE_MAX) },
  }
}

/** The results page's query for a selection: `p=xo,v-s-o-p` (commas kept readable). */
export function selectionQuery(slugs: readonly string[]): string {
  return `p=${slugs.map(encodeURIComponent).join(',')}`
}

/** What the comparator reads of a cognac (the Products collection's own field names). */
export interface ComparableProduct {
  slug: string
  title: string
  age_statement_years?: number | null
  cru?: string | null
  cask_type?: string | null
  abv?: number | null
  volume_ml?: number | null
  colour?: string | null
  nose?: string | null
  palate?: string | null
  finish?: string | null
  flavour_profile?: Partial<Record<FlavourAxis, number | null>> | null
}

export const FLAVOUR_AXES = ['fruity', 'floral', 'spicy', 'woody', 'sweet'] as const
export type FlavourAxis = (typeof FLAVOUR_AXES)[number]

/** The rows of the comparison, in the order shown, by group. */
export const COMPARATOR_ROWS = [
  { key: 'age', group: 'facts', kind: 'number', read: (p) => p.age_statement_years },
  { key: 'cru', group: 'facts', kind: 'text', read: (p) => p.cru },
  { key: 'cask', group: 'facts', kind: 'text', read: (p) => p.cask_type },
  { key: 'abv', group: 'facts', kind: 'number', read: (p) => p.abv },
  { key: 'volume', group: 'facts', kind: 'number', read: (p) => p.volume_ml },
  { key: 'colour', group: 'tasting', kind: 'text', read: (p) => p.colour },
  { key: 'nose', group: 'tasting', kind: 'text', read: (p) => p.nose },
  { key: 'palate', group: 'tasting', kind: 'text', read: (p) => p.palate },
  { key: 'finish', group: 'tasting', kind: 'text', read: (p) => p.finish },
  ...FLAVOUR_AXES.map((axis) => ({
    key: axis,
    group: 'profile' as const,
    kind: 'score' as const,
    read: (p: ComparableProduct) => p.flavour_profile?.[axis],
  })),
] as const satisfies ReadonlyArray<{
  key: string
  group: 'facts' | 'tasting' | 'profile'
  kind: 'number' | 'text' | 'score'
  read: (p: ComparableProduct) => number | string | null | undefined
}>

export type RowKey = (typeof COMPARATOR_ROWS)[number]['key']
export type RowGroup = (typeof COMPARATOR_ROWS)[number]['group']
export type RowKind = (typeof COMPARATOR_ROWS)[number]['kind']

export interface ComparisonRow {
  key: RowKey
  group: RowGroup
  kind: RowKind
  /** One value per product, in the products' order; null where the product has none. */
  values: Array<number | string | null>
  /** Whether the products' values are not all equal (numbers by value, text normalized). */
  differs: boolean
}

/** Text compared as a reader would: Unicode-normalized, spaces folded, case ignored. */
export function normalizeText(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()
}

function comparable(kind: RowKind, value: unknown): number | string | null {
  if (value == null) return null
  if (kind === 'text') {
    const text = normalizeText(String(value))
    return text === '' ? null : text
  }
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : null
}

function shown(kind: RowKind, value: unknown): number | string | null {
  if (value == null) return null
  if (kind === 'text') return String(value).trim() || null
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : null
}

/**
 * The attributes of 2–3 cognacs lined up. A row no product has a value for is left out; a row
 * where some products have a value and others none differs.
 */
export function compareProducts(products: readonly ComparableProduct[]): ComparisonRow[] {
  const rows: ComparisonRow[] = []
  for (const row of COMPARATOR_ROWS) {
    const raw = products.map((p) => row.read(p))
    const values = raw.map((v) => shown(row.kind, v))
    if (values.every((v) => v === null)) continue
    const keys = raw.map((v) => comparable(row.kind, v))
    const differs = keys.some((k) => k !== keys[0])
    rows.push({ key: row.key, group: row.group, kind: row.kind, values, differs })
  }
  return rows
}

/**
 * The slug check's messages, in the editor's admin language (Payload's `req.i18n.language`),
 * English when there is no translation. Each names what holds the address, so the editor can
 * open it. Pure.
 */
interface Params {
  locale?: string
  url?: string
  id?: number | string
  title?: string
  owner?: string
  type?: string
}

export type SlugMessageKey =
  | 'format'
  | 'required'
  | 'requiredItem'
  | 'taken'
  | 'pageTaken'
  | 'homeTaken'
  | 'reserved'
  | 'detailRoute'

type Catalogue = Record<SlugMessageKey, (p: Params) => string>

const doc = (p: Params) => (p.title ? `“${p.title}” (id ${p.id})` : `id ${p.id}`)

const en: Catalogue = {
  format: () => 'Use lowercase letters, digits and single hyphens.',
  required: (p) =>
    `A page available in ${p.locale} needs a slug there (only the home page has none).`,
  requiredItem: (p) =>
    `A document available in ${p.locale} needs a slug there: its address is made from it.`,
  taken: (p) => `${p.url} is already taken in ${p.locale} by ${doc(p)}. Choose another slug.`,
  pageTaken: (p) =>
    `${p.url} is already taken in ${p.locale} by the page ${doc(p)}. Choose another slug or parent.`,
  homeTaken: (p) => `${p.locale} already has a home page: ${doc(p)}. A locale has one home page.`,
  reserved: (p) => `${p.url} is reserved for the ${p.owner}. Choose another slug.`,
  detailRoute: (p) =>
    `${p.url} is the address of a ${p.type} detail page, so a page there would never be shown. Choose another slug or parent.`,
}

/**
 * By Payload admin language. The admin is English only today (no `i18n.supportedLanguages` in
 * the config); a language added there gets its catalogue here.
 */
const CATALOGUES: Record<string, Catalogue> = { en }

export function slugMessage(language: string | undefined, key: SlugMessageKey, params: Params) {
  const catalogue = CATALOGUES[language ?? 'en'] ?? en
  return catalogue[key](params)
}

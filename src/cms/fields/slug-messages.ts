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

const fr: Catalogue = {
  format: () => 'Utilisez des minuscules, des chiffres et des tirets simples.',
  required: (p) =>
    `Une page disponible en ${p.locale} y a besoin d’un slug (seule la page d’accueil n’en a pas).`,
  requiredItem: (p) =>
    `Un document disponible en ${p.locale} y a besoin d’un slug : son adresse en est faite.`,
  taken: (p) => `${p.url} est déjà prise en ${p.locale} par ${doc(p)}. Choisissez un autre slug.`,
  pageTaken: (p) =>
    `${p.url} est déjà prise en ${p.locale} par la page ${doc(p)}. Choisissez un autre slug ou un autre parent.`,
  homeTaken: (p) => `${p.locale} a déjà une page d’accueil : ${doc(p)}. Une locale n’en a qu’une.`,
  reserved: (p) => `${p.url} est réservée (${p.owner}). Choisissez un autre slug.`,
  detailRoute: (p) =>
    `${p.url} est l’adresse d’une page de détail (${p.type}) : une page à cette adresse ne serait jamais affichée. Choisissez un autre slug ou un autre parent.`,
}

const es: Catalogue = {
  format: () => 'Use minúsculas, cifras y guiones simples.',
  required: (p) =>
    `Una página disponible en ${p.locale} necesita allí un slug (solo la página de inicio no lo tiene).`,
  requiredItem: (p) =>
    `Un documento disponible en ${p.locale} necesita allí un slug: su dirección se forma con él.`,
  taken: (p) => `${p.url} ya está ocupada en ${p.locale} por ${doc(p)}. Elija otro slug.`,
  pageTaken: (p) =>
    `${p.url} ya está ocupada en ${p.locale} por la página ${doc(p)}. Elija otro slug u otra página superior.`,
  homeTaken: (p) =>
    `${p.locale} ya tiene una página de inicio: ${doc(p)}. Cada locale tiene solo una.`,
  reserved: (p) => `${p.url} está reservada (${p.owner}). Elija otro slug.`,
  detailRoute: (p) =>
    `${p.url} es la dirección de una página de detalle (${p.type}): una página allí nunca se mostraría. Elija otro slug u otra página superior.`,
}

/**
 * By Payload admin language (src/cms/admin/languages.ts). French and Spanish have their own
 * catalogue; the other admin languages (Polish, Russian, Vietnamese, Chinese) read these
 * messages in English for now, like our own field labels (docs/decisions.md).
 */
const CATALOGUES: Record<string, Catalogue> = { en, fr, es }

export function slugMessage(language: string | undefined, key: SlugMessageKey, params: Params) {
  const catalogue = CATALOGUES[language ?? 'en'] ?? en
  return catalogue[key](params)
}

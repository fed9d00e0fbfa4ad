import { localizedPath } from './paths'

/**
 * An editor's menu URL as a link: a path below the locale (`/la-maison/`) is prefixed with the
 * locale and given its trailing slash; absolute URLs and fragments are kept as they are.
 */
export function siteHref(locale: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url
  const cut = url.search(/[?#]/)
  const pathPart = cut === -1 ? url : url.slice(0, cut)
  const rest = cut === -1 ? '' : url.slice(cut)
  const path = pathPart.endsWith('/') ? pathPart : `${pathPart}/`
  return `${localizedPath(locale, path)}${rest}`
}

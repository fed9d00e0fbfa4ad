/**
 * Page theme and menu styling of SPEC §2.4. Pure: decided from what a route renders (a template,
 * a content type's detail page or an account page), never from the URL.
 */
import type { ContentTypeSegment } from '@/routing/content-types'
import type { TemplateName } from '@/templates/names'

export type PageTheme = 'dark' | 'light'

export type ThemedPage =
  | { kind: 'template'; template: TemplateName }
  | { kind: 'content'; type: ContentTypeSegment }
  | { kind: 'account' }

/** Templates of §2.4's dark list (Tags, Search, Legals, Newsletter). */
export const DARK_TEMPLATES: ReadonlySet<TemplateName> = new Set<TemplateName>([
  'tags',
  'search',
  'legals',
  'newsletter',
])

/** Detail pages of §2.4's dark list: cocktail, food recipe, article, and a tag's page (Tags). */
export const DARK_CONTENT_TYPES: ReadonlySet<ContentTypeSegment> = new Set<ContentTypeSegment>([
  'cocktails',
  'food-recipes',
  'articles',
  'tag',
])

export function pageTheme(page: ThemedPage): PageTheme {
  switch (page.kind) {
    case 'account':
      return 'dark'
    case 'template':
      return DARK_TEMPLATES.has(page.template) ? 'dark' : 'light'
    case 'content':
      return DARK_CONTENT_TYPES.has(page.type) ? 'dark' : 'light'
  }
}

/** The menu is dark when the page asks for it, unless the page uses templateV2. */
export function isMenuDark(flags: {
  menuIsDark?: boolean | null
  templateV2?: boolean | null
}): boolean {
  return Boolean(flags.menuIsDark) && !flags.templateV2
}

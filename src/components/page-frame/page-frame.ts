/**
 * What a resolved route tells the page frame: its tracking type and name, theme, menu styling and
 * age-gate flags (SPEC §2.4, §4, §7). Pure: reads only the route's data.
 */
import type { Media } from '@/payload-types'
import type { ResolvedRoute } from '@/routing/resolve-route'
import { isMenuDark, type PageTheme, pageTheme } from '@/rules/page-theme'

export interface PageFrameInfo {
  /** Template name or content type, for tracking (SPEC §7 page type). */
  type: string
  name: string
  theme: PageTheme
  menuDark: boolean
  templateV2: boolean
  bypassAgeGate: boolean
  customAgeGate: boolean
  /** The page's own age gate background, used when customAgeGate is set. */
  ageGateBackground: Media | number | null
}

interface PageFlags {
  bypass_age_gate?: boolean | null
  custom_age_gate?: boolean | null
  age_gate_background?: Media | number | null
  menuIsDark?: boolean | null
  templateV2?: boolean | null
}

/** Detail documents carry templateV2 at the top (cocktails); pages carry flags in `settings`. */
function flagsOf(data: unknown): PageFlags {
  if (!data || typeof data !== 'object') return {}
  const record = data as PageFlags & { settings?: PageFlags | null }
  return { ...record, ...(record.settings ?? {}) }
}

export function pageFrameInfo(route: ResolvedRoute): PageFrameInfo {
  const flags = flagsOf(route.kind === 'template' ? route.page : route.data)
  const customAgeGate = Boolean(flags.custom_age_gate)
  return {
    type: route.kind === 'template' ? route.template : route.type,
    name: route.title,
    theme:
      route.kind === 'template'
        ? pageTheme({ kind: 'template', template: route.template })
        : pageTheme({ kind: 'content', type: route.type }),
    menuDark: isMenuDark(flags),
    templateV2: Boolean(flags.templateV2),
    bypassAgeGate: Boolean(flags.bypass_age_gate),
    customAgeGate,
    ageGateBackground: customAgeGate ? (flags.age_gate_background ?? null) : null,
  }
}

/** Account pages (SPEC §2.3) are dark, never bypass the gate and have no page flags. */
export function accountPageFrameInfo(page: string, title: string): PageFrameInfo {
  return {
    type: `account-${page}`,
    name: title,
    theme: pageTheme({ kind: 'account' }),
    menuDark: false,
    templateV2: false,
    bypassAgeGate: false,
    customAgeGate: false,
    ageGateBackground: null,
  }
}

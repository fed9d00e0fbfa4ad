import type { ComponentType } from 'react'
import { HomeTemplate } from './Home/HomeTemplate'
import type { TemplateName } from './names'
import type { TemplateProps } from './types'
import { UniversalTemplate } from './Universal/UniversalTemplate'

/**
 * Page template → page component (SPEC §2.2). Partial: a template without its own component yet
 * is rendered by the Universal template (see templateComponent).
 */
export const TEMPLATES: Partial<Record<TemplateName, ComponentType<TemplateProps>>> = {
  home: HomeTemplate,
  universal: UniversalTemplate,
}

/** The component for a template: its own, or Universal (title + blocks) until it has one. */
export function templateComponent(template: TemplateName): ComponentType<TemplateProps> {
  return TEMPLATES[template] ?? UniversalTemplate
}

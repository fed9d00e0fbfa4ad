import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'

/*
 * Template pages made of the editor's blocks under the page title, each with its own layout
 * modifier (SPEC §2.2 Maison, Visit us, Legals, Contact, Carousel). The Visit us page's
 * visit_us_header block comes first (RenderBlocks, SPEC §2.5).
 */

export function MaisonTemplate({ locale, page }: TemplateProps) {
  return <TemplateBody locale={templateLocale(locale)} page={page} name="maison" />
}
export function VisitUsTemplate({ locale, page }: TemplateProps) {
  return <TemplateBody locale={templateLocale(locale)} page={page} name="visit-us" />
}
export function LegalsTemplate({ locale, page }: TemplateProps) {
  return <TemplateBody locale={templateLocale(locale)} page={page} name="legals" />
}
export function ContactTemplate({ locale, page }: TemplateProps) {
  return <TemplateBody locale={templateLocale(locale)} page={page} name="contact" />
}
export function CarouselTemplate({ locale, page }: TemplateProps) {
  return <TemplateBody locale={templateLocale(locale)} page={page} name="carousel" />
}

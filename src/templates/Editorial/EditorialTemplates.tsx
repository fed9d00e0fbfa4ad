import '../lists/lists.css'
import { templateLocale } from '../shared/locale'
import { PageFrame } from '../shared/PageFrame'
import type { TemplateProps } from '../types'

/**
 * Template pages made of the editor's blocks under the page title, each with its own layout
 * modifier (SPEC §2.2 Maison, Visit us, Legals, Contact, Carousel). The Visit us page's
 * visit_us_header block comes first (RenderBlocks, SPEC §2.5).
 */
function blocksTemplate(name: string) {
  function BlocksTemplate({ locale, page }: TemplateProps) {
    return <PageFrame locale={templateLocale(locale)} page={page} name={name} />
  }
  BlocksTemplate.displayName = `BlocksTemplate(${name})`
  return BlocksTemplate
}

export const MaisonTemplate = blocksTemplate('maison')
export const VisitUsTemplate = blocksTemplate('visit-us')
export const LegalsTemplate = blocksTemplate('legals')
export const ContactTemplate = blocksTemplate('contact')
export const CarouselTemplate = blocksTemplate('carousel')

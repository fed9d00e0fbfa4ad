import type { Page } from '@/payload-types'

export interface TemplateProps {
  locale: string
  page: Page
}

import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { BottleCheckLazy } from './BottleCheckLazy'
import './connected-bottle.css'

/**
 * The connected-bottle landing (SPEC §2.2, issue 15): the editor's title, the check of the code
 * the tag's URL carries (`?c=`, what the visitor came for), then the editor's blocks. The page stays static and cacheable; the
 * check is a POST from the browser to /api/bottles/verify/, where the code is verified and the
 * scan counted.
 */
export async function ConnectedBottleTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  return (
    <TemplateBody
      locale={locale}
      page={page}
      name="connected-bottle"
      lead={
        <section className="bottle-check-section">
          <BottleCheckLazy />
        </section>
      }
    />
  )
}

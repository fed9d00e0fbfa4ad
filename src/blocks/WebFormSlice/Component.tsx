import { countriesFor } from '@/account/countries-for'
import type { WebFormSlice as WebFormSliceData } from '@/payload-types'
import { formKeyOf, getWebForm } from '@/web-forms/definition'
import { WebFormLazy } from '@/web-forms/WebFormLazy'
import type { BlockProps } from '../types'

/**
 * An editor's form in the page (issue 12), in the page's locale: its fields, labels and success
 * text from the CMS. A form deleted since, or one without fields in this locale, draws nothing.
 */
export async function WebFormSlice({ block, locale }: BlockProps<WebFormSliceData>) {
  const key = await formKeyOf(block.form)
  const form = key ? await getWebForm(key, locale) : null
  if (form?.kind !== 'webform' || form.fields.length === 0) return null
  const needsCountries = form.fields.some((f) => f.type === 'country')
  return (
    <section className="block block--web-form-slice" data-layout="web_form_slice">
      <h2 className="block__title">{block.title?.trim() || form.title}</h2>
      {block.intro ? <p className="block__intro">{block.intro}</p> : null}
      <WebFormLazy
        form={form}
        countries={needsCountries ? countriesFor(locale) : []}
        placement="page"
      />
    </section>
  )
}

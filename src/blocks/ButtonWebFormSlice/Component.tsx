import { ModalTrigger } from '@/components/links/ModalTrigger'
import type { ButtonWebFormSlice as ButtonWebFormSliceData } from '@/payload-types'
import { DEFAULT_FORM_ACTION, DEFAULT_FORM_LOCALE } from '@/rules/links'
import { formKeyOf } from '@/web-forms/definition'
import { alignmentOf, buttonColorOf } from '../block-link'
import type { BlockProps } from '../types'

/**
 * A button that opens a form in the webform modal (SPEC §2.9, §3 "Webform button"): the form is
 * chosen from the CMS's forms and opened with its action in the form's language (en unless told).
 */
export async function ButtonWebFormSlice({ block }: BlockProps<ButtonWebFormSliceData>) {
  const label = block.button_title?.trim()
  // The chosen form's key; a form deleted since draws no button.
  const formKey = await formKeyOf(block.form)
  if (!label || !formKey) return null
  const color = buttonColorOf(block.button_color)
  return (
    <div
      className={`block block--web-form block--align-${alignmentOf(block.button_align)}`}
      data-layout="button_web_form_slice"
    >
      <ModalTrigger
        className={`block--button block--button-${color}`}
        modal={{
          type: 'webform',
          props: {
            formKey,
            action: block.action ?? DEFAULT_FORM_ACTION,
            locale: block.locale?.trim() || DEFAULT_FORM_LOCALE,
            ...(block.style ? { style: block.style } : {}),
            ...(block.loadingText ? { loadingText: block.loadingText } : {}),
            ...(block.formParams?.bottle_id
              ? { formParams: { bottle_id: block.formParams.bottle_id } }
              : {}),
          },
        }}
      >
        {label}
      </ModalTrigger>
    </div>
  )
}

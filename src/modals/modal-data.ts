/**
 * The data each modal of this module accepts (SPEC §3 "Modal data"), checked when the modal is
 * opened: `openModal` is called from anywhere with anything, and bad data opens nothing.
 * zod/mini keeps these checks small in the browser bundle.
 */
import * as z from 'zod/mini'

const text = z.string().check(z.trim(), z.minLength(1))

export const searchData = z.object({})

export const imageSliderData = z.object({
  items: z
    .array(z.object({ url: text, alt: z.optional(z.nullable(z.string())) }))
    .check(z.minLength(1)),
  /** Where the slider starts; wrapped into the list (SPEC §4). */
  index: z._default(z.number().check(z.int()), 0),
})
export type ImageSliderData = z.infer<typeof imageSliderData>

export const embedPlayerData = z.object({
  url: text,
  title: z.optional(z.nullable(z.string())),
})
export type EmbedPlayerData = z.infer<typeof embedPlayerData>

export const nativePlayerData = z.object({
  src: text,
  poster: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
})
export type NativePlayerData = z.infer<typeof nativePlayerData>

/**
 * The forms a webform modal can show (SPEC §2.9 form links, the button_web_form_slice block);
 * a form key with no form here opens nothing, so no button is drawn for it.
 */
export const WEBFORM_KEYS = ['newsletter'] as const
export const webformData = z.object({
  formKey: z.enum(WEBFORM_KEYS),
  action: z.optional(z.string()),
  locale: z.optional(z.string()),
})
export type WebformData = z.infer<typeof webformData>

import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextSlice as RichTextSliceData } from '@/payload-types'
import type { BlockProps } from '../types'

/** Lexical rich text rendered as React elements: no raw HTML is injected. */
export function RichTextSlice({ block }: BlockProps<RichTextSliceData>) {
  return (
    <section className="block block--richtext">
      <RichText data={block.content} className="prose" />
    </section>
  )
}

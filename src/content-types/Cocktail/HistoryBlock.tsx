import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Cocktail } from '@/payload-types'

type RichTextData = NonNullable<NonNullable<Cocktail['history']>['content']>

/** The story of the cocktail: a label, a title and rich text (legacy history and V2 bloc). */
export function HistoryBlock({
  label,
  title,
  content,
}: {
  label?: string | null
  title?: string | null
  content?: RichTextData | null
}) {
  if (!title && !content) return null
  return (
    <section className="recipe-history">
      {label ? <p className="recipe-history__label">{label}</p> : null}
      {title ? <h2 className="recipe__heading">{title}</h2> : null}
      {content ? <RichText data={content} className="prose recipe-history__text" /> : null}
    </section>
  )
}

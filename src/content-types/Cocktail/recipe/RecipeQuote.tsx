import type { Cocktail } from '@/payload-types'

/** The cocktail's quote on its background colour (SPEC §3 "quote (with background colour)"). */
export function RecipeQuote({ quote }: { quote: Cocktail['quote'] }) {
  if (!quote?.quote) return null
  return (
    <figure className={`recipe-quote recipe-quote--${quote.background ?? 'cream'}`}>
      {quote.label ? <p className="recipe-quote__label">{quote.label}</p> : null}
      <blockquote className="recipe-quote__text">
        <p>{quote.quote}</p>
      </blockquote>
      {quote.author ? (
        <figcaption className="recipe-quote__author">{quote.author}</figcaption>
      ) : null}
    </figure>
  )
}

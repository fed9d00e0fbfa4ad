import { CardList } from '@/components/cards/CardList'
import { cocktailsMadeWith } from '@/content/product-cocktails'
import type { LocaleCode } from '@/i18n/locales'
import { contentKit } from '@/server/content-kit'

/** "Cocktails made with it" (issue 14): the locale's cocktails using this bottle; none, no section. */
export async function ProductCocktails({
  productId,
  locale,
  title,
}: {
  productId: number
  locale: LocaleCode
  title: string
}) {
  const [kit, cards] = await Promise.all([contentKit(locale), cocktailsMadeWith(productId, locale)])
  if (cards.length === 0) return null
  return (
    <section className="product__section product__cocktails" aria-labelledby="product-cocktails">
      <h2 id="product-cocktails" className="block__title">
        {title}
      </h2>
      <CardList kit={kit} items={cards} />
    </section>
  )
}

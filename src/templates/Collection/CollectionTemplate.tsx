import { itemPath } from '@/components/cards/card-model'
import { ItemCard } from '@/components/cards/ItemCard'
import { listProducts } from '@/content/cards'
import { contentKit } from '@/server/content-kit'
import '../lists/lists.css'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'

/** The collection page (SPEC §2.2): every bottle as an item card leading to its page. */
export async function CollectionTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, products] = await Promise.all([contentKit(locale), listProducts(locale)])
  return (
    <TemplateBody locale={locale} page={page} name="collection">
      <section className="list-section">
        <ul className="card-grid" aria-label={kit.t('collection.title')}>
          {products.map((product) => {
            const href = itemPath(locale, 'products', product.slug)
            return (
              <li key={product.slug ?? product.title}>
                <ItemCard
                  title={product.title}
                  image={product.image}
                  button={
                    href ? { href, label: kit.t('collection.discover'), color: 'blue' } : null
                  }
                />
              </li>
            )
          })}
        </ul>
      </section>
    </TemplateBody>
  )
}

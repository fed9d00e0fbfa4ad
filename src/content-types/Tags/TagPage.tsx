import { CardList } from '@/components/cards/CardList'
import type { TagView } from '@/content/details'
import type { LocaleCode } from '@/i18n/locales'
import { contentKit } from '@/server/content-kit'

/** A tag (SPEC §2.1 post_tag → Tags): everything carrying it, newest first within each kind. */
export async function TagPage({ locale, data }: { locale: LocaleCode; data: TagView }) {
  const kit = await contentKit(locale)
  const { tag, items } = data
  return (
    <article className="template template--tag">
      <header className="page-header">
        <p className="page-header__eyebrow">{kit.t('card.tags')}</p>
        <h1 className="page-header__title">{tag.title}</h1>
        {tag.description ? <p className="lede">{tag.description}</p> : null}
      </header>
      {items.length > 0 ? (
        <CardList kit={kit} items={items} label={tag.title} />
      ) : (
        <p>{kit.t('tag.empty')}</p>
      )}
    </article>
  )
}

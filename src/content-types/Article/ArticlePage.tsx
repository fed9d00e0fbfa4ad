import { RichText } from '@payloadcms/richtext-lexical/react'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { CardList } from '@/components/cards/CardList'
import { itemPath } from '@/components/cards/card-model'
import type { ArticleView } from '@/content/details'
import type { LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import { formatDate, formatDuration } from '@/rules/format'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'
import { MembersOnly } from '../shared/MembersOnly'
import { TagLinks } from '../shared/TagLinks'

/**
 * The article page (SPEC §2.1): an animated hero card, the body and related articles. An
 * exclusive article is its teaser: its loader has already left the body out.
 */
export async function ArticlePage({ locale, data }: { locale: LocaleCode; data: ArticleView }) {
  const kit = await contentKit(locale)
  const { article, related } = data
  const category = typeof article.category === 'object' ? article.category : null
  const time =
    !article.hide_time && article.reading_time
      ? formatDuration(article.reading_time, kit.units)
      : ''
  return (
    <article className="template template--article">
      <DetailHero
        animated
        title={article.title}
        eyebrow={category?.title}
        image={article.cover}
        meta={
          <>
            <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
            {time ? <span>{labelled(locale, kit.t('card.readingTime'), time)}</span> : null}
            {article.exclusive ? <span>{kit.t('card.exclusive')}</span> : null}
          </>
        }
      >
        {article.excerpt ? <p className="lede">{article.excerpt}</p> : null}
        <TagLinks kit={kit} tags={article.tags} />
        <BookmarkButton collection="articles" id={article.id} />
      </DetailHero>
      {article.exclusive ? (
        <MembersOnly
          kit={kit}
          path={itemPath(locale, 'articles', article.slug) ?? `/${locale}/`}
          minLevel={article.min_level}
          collection="articles"
          id={article.id}
        />
      ) : article.body ? (
        <RichText data={article.body} className="prose detail-body" />
      ) : null}
      {related.length > 0 ? (
        <section className="detail-wide" aria-labelledby="article-related">
          <h2 id="article-related" className="block__title">
            {kit.t('detail.related')}
          </h2>
          <CardList kit={kit} items={related} />
        </section>
      ) : null}
    </article>
  )
}

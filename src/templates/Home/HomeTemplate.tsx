import { RenderBlocks } from '@/blocks/registry'
import { CardList } from '@/components/cards/CardList'
import { listCards } from '@/content/cards'
import { contentKit } from '@/content-types/kit'
import { templateLocale } from '../shared/locale'
import type { TemplateProps } from '../types'

/** SPEC §9: the latest lists show 3 items per panel. */
const LATEST_STORIES = 3

export async function HomeTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, latest] = await Promise.all([
    contentKit(locale),
    listCards('articles', locale, { sort: '-date', limit: LATEST_STORIES }),
  ])
  return (
    <article className="template template--home">
      <header className="hero">
        <h1 className="hero__title">{page.title}</h1>
      </header>
      <RenderBlocks blocks={page.layout} locale={locale} />
      {latest.length > 0 ? (
        <section className="list-section" aria-labelledby="home-latest">
          <h2 id="home-latest" className="block__title">
            {kit.t('home.latest')}
          </h2>
          <CardList kit={kit} items={latest} />
        </section>
      ) : null}
    </article>
  )
}

import { tagPath } from '@/components/cards/card-model'
import { TextCard } from '@/components/cards/TextCard'
import { listTags } from '@/content/cards'
import { contentKit } from '@/server/content-kit'
import '../lists/lists.css'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'

/** The tags page (SPEC §2.2 Tags): every topic as a text card leading to its tag page. */
export async function TagsTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, tags] = await Promise.all([contentKit(locale), listTags(locale)])
  return (
    <TemplateBody locale={locale} page={page} name="tags">
      <section className="list-section">
        <ul className="card-grid" aria-label={kit.t('tags.title')}>
          {tags.flatMap((tag) =>
            tag.slug
              ? [
                  <li key={tag.slug}>
                    <TextCard
                      title={tag.title}
                      subtitle={tag.description}
                      link={{ href: tagPath(locale, tag.slug), title: tag.title }}
                    />
                  </li>,
                ]
              : [],
          )}
        </ul>
      </section>
    </TemplateBody>
  )
}

import type { Payload } from 'payload'
import { REDIRECT_TABLE } from '../../src/rules/redirect-table'
import { movedUrlRedirects } from '../../src/seo/redirect-rules'
import { type SeedReport, seedContext } from './upsert'

/**
 * Language-switch rules for detail pages without a translation (SPEC §2.10 step 2): the visitor
 * lands on the list page of the same kind in the chosen locale (every demo locale has them).
 */
export const POST_TYPE_RULES: readonly { content_type: string; to: string }[] = [
  { content_type: 'collection', to: '/{locale}/collection/' },
  { content_type: 'cocktails', to: '/{locale}/cocktails/' },
  { content_type: 'food-recipes', to: '/{locale}/food-recipes/' },
  { content_type: 'articles', to: '/{locale}/articles/' },
  { content_type: 'videos', to: '/{locale}/videos/' },
  { content_type: 'shows', to: '/{locale}/shows/' },
  { content_type: 'timeline', to: '/{locale}/timeline/' },
  { content_type: 'sessions', to: '/{locale}/masterclass/' },
  { content_type: 'episodes', to: '/{locale}/masterclass/' },
  { content_type: 'tag', to: '/{locale}/tags/' },
]

/**
 * The redirects collection: the moved URLs of the en-ww ↔ en-us table (301) and the post-type
 * rules. A rule is recognised by its kind and from path (or content type); existing rules, and
 * editors' changes to them, are left as they are.
 */
export async function seedRedirects(payload: Payload, report: SeedReport): Promise<void> {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const have = new Set(
    docs.map((d) => `${d.kind}:${d.kind === 'post_type' ? d.content_type : d.from}`),
  )
  const wanted = [
    ...movedUrlRedirects(REDIRECT_TABLE).map(({ from, to }) => ({
      key: `http:${from}`,
      data: { kind: 'http' as const, from, to, status: '301' as const },
    })),
    ...POST_TYPE_RULES.map(({ content_type, to }) => ({
      key: `post_type:${content_type}`,
      data: { kind: 'post_type' as const, content_type, to },
    })),
  ]
  for (const { key, data } of wanted) {
    if (have.has(key)) continue
    await payload.create({
      collection: 'redirects',
      // biome-ignore lint/suspicious/noExplicitAny: checked by the collection's validation.
      data: data as any,
      context: seedContext,
      overrideAccess: true,
    })
    report.created++
  }
}

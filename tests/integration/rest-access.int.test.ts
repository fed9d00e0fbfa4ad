import type { CollectionSlug } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'
import { type RestAnswer, rest, signInOverRest } from './rest-client'

/**
 * Members-only content through Payload's REST API (issue 11, finding 1): whatever the query
 * shape, an anonymous visitor and a member below an item's level get no protected value, and a
 * `where` on a protected field answers the same whether it matches or not. Every protected
 * field: articles.body and related_articles, videos.video_url, podcasts.audio_url,
 * sessions.episodes and first_episode_link, episodes.video_url and quiz.
 *
 * Every protected value carries the marker SECRET (or is a relation only locked documents have),
 * so one walk over an answer finds any of them, however deep it was populated.
 */

let h: Harness
const ctx = { disableRevalidate: true }
const MARK = 'S3CR3T'
const LOCALES = ['en-ww', 'fr-fr'] as const

type Ids = {
  openArticle: number
  article: number
  video: number
  podcast: number
  session: number
  episodes: number[]
  page: number
}
let ids: Ids
let memberToken = ''
let level2Token = ''
let editorToken = ''

const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', detail: 0 }],
      },
    ],
  },
})

/** The members-only items of the fixture: all exclusive at level2, written in two locales. */
async function createLockedContent(): Promise<Ids> {
  const { payload } = h
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#8a4b1d' } })
    .png()
    .toBuffer()
  const cover = await payload.create({
    collection: 'media',
    data: { alt: 'Cover' },
    file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
  })
  const lock = { exclusive: true, min_level: 'level2' }
  const inLocales = async (
    collection: CollectionSlug,
    perLocale: (locale: string) => Record<string, unknown>,
    shared: Record<string, unknown> = {},
  ) => {
    const [first, ...rest] = LOCALES
    const doc = await payload.create({
      collection,
      locale: first,
      context: ctx,
      data: { ...shared, ...perLocale(first) } as never,
    })
    for (const locale of rest) {
      await payload.update({
        collection,
        id: doc.id,
        locale,
        context: ctx,
        data: perLocale(locale) as never,
      })
    }
    return doc.id as number
  }

  const openArticle = await inLocales(
    'articles',
    (l) => ({ title: `Open ${l}`, slug: 'open', available: true, body: richText('Open text') }),
    { cover: cover.id, date: '2026-01-01' },
  )
  const article = await inLocales(
    'articles',
    (l) => ({
      title: `Locked ${l}`,
      slug: 'locked',
      available: true,
      excerpt: 'A teaser everyone may read.',
      body: richText(`${MARK}-article-body-${l}`),
    }),
    { cover: cover.id, date: '2026-01-02', related_articles: [openArticle], ...lock },
  )
  const video = await inLocales(
    'videos',
    (l) => ({ title: `Film ${l}`, slug: 'film', available: true }),
    {
      cover: cover.id,
      date: '2026-01-03',
      video_url: `https://media.example/${MARK}-video.mp4`,
      ...lock,
    },
  )
  // Open neighbours, so that a sort on a protected field would have something to order.
  await inLocales(
    'videos',
    (l) => ({ title: `Open film ${l}`, slug: 'open-film', available: true }),
    {
      cover: cover.id,
      date: '2026-01-03',
      video_url: 'https://media.example/open-film.mp4',
    },
  )
  await inLocales(
    'podcasts',
    (l) => ({ title: `Open cast ${l}`, slug: 'open-cast', available: true }),
    {
      cover: cover.id,
      date: '2026-01-04',
      audio_url: 'https://media.example/open-cast.mp3',
    },
  )
  const podcast = await inLocales(
    'podcasts',
    (l) => ({ title: `Cast ${l}`, slug: 'cast', available: true }),
    {
      cover: cover.id,
      date: '2026-01-04',
      audio_url: `https://media.example/${MARK}-audio.mp3`,
      ...lock,
    },
  )
  const episodes: number[] = []
  for (const n of [1, 2]) {
    const doc = await payload.create({
      collection: 'episodes',
      locale: 'en-ww',
      context: ctx,
      data: {
        title: `Episode ${n}`,
        slug: `episode-${n}`,
        available: true,
        cover: cover.id,
        video_length: 60,
        video_url: `https://media.example/${MARK}-episode-${n}.mp4`,
        quiz: [
          {
            question: `${MARK}-question-${n}-en-ww`,
            answers: [
              { text: 'Yes', correct: true },
              { text: 'No', correct: false },
            ],
          },
        ],
      } as never,
    })
    // The quiz rows are shared by the locales: translate them in place (same row ids).
    const quiz = (doc as unknown as { quiz: Array<{ id: string; answers: Array<{ id: string }> }> })
      .quiz
    await payload.update({
      collection: 'episodes',
      id: doc.id,
      locale: 'fr-fr',
      context: ctx,
      data: {
        title: `Épisode ${n}`,
        slug: `episode-${n}`,
        available: true,
        quiz: quiz.map((row) => ({
          id: row.id,
          question: `${MARK}-question-${n}-fr-fr`,
          answers: row.answers.map((a, i) => ({ id: a.id, text: i === 0 ? 'Oui' : 'Non' })),
        })),
      } as never,
    })
    episodes.push(doc.id as number)
  }
  const session = await inLocales(
    'sessions',
    (l) => ({ title: `Class ${l}`, slug: 'class', available: true, card_description: 'A class.' }),
    {
      background_image: cover.id,
      infos: { level: 'beginner', instructor: 'Anne' },
      episodes,
      ...lock,
    },
  )
  const page = await inLocales('pages', (l) => ({
    title: `Page ${l}`,
    slug: 'page',
    template: 'universal',
    available: true,
    layout: [
      { blockType: 'related_articles_slice', articles: [article] },
      { blockType: 'videos_gallery_slice', videos: [video] },
      { blockType: 'related_sessions_slice', sessions: [session] },
    ],
  }))
  return { openArticle, article, video, podcast, session, episodes, page }
}

/**
 * Every protected value found in an answer: a string with the marker, or a members-only relation
 * (only the locked items of the fixture have related articles, episodes, a first-episode link or
 * a quiz; Payload answers a hidden array with an empty one).
 */
function leaks(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return value.includes(MARK) ? [`${path}: ${value}`] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const found: string[] = []
  for (const [key, v] of Object.entries(value)) {
    const here = `${path}.${key}`
    const relation = ['related_articles', 'episodes', 'quiz'].includes(key)
    if (relation && Array.isArray(v) && v.length > 0) found.push(`${here}: ${JSON.stringify(v)}`)
    else if (key === 'first_episode_link' && v != null) found.push(`${here}: ${v}`)
    else found.push(...leaks(v, here))
  }
  return found
}

/** Leaks in an answer, also in a body that is not JSON. */
function leaksIn(answer: RestAnswer): string[] {
  if (answer.json === undefined) return answer.text.includes(MARK) ? [answer.text] : []
  return leaks(answer.json)
}

type Caller = { name: string; headers: () => Record<string, string> }
const anonymous: Caller = { name: 'an anonymous visitor', headers: () => ({}) }
/** A signed-in level1 member, presenting their session in every way a client could. */
const members: Caller[] = [
  { name: 'a member (JWT header)', headers: () => ({ Authorization: `JWT ${memberToken}` }) },
  { name: 'a member (Bearer header)', headers: () => ({ Authorization: `Bearer ${memberToken}` }) },
  {
    name: 'a member (payload-token cookie)',
    headers: () => ({ Cookie: `payload-token=${memberToken}`, 'Sec-Fetch-Site': 'same-origin' }),
  },
  {
    name: 'a member (the site’s own cookie)',
    headers: () => ({ Cookie: `ms_member=${memberToken}`, 'Sec-Fetch-Site': 'same-origin' }),
  },
]
const callers = [anonymous, ...members]
const editor: Caller = {
  name: 'an editor',
  headers: () => ({ Authorization: `JWT ${editorToken}` }),
}

type Protected = { collection: string; field: string; id: () => number }
const PROTECTED: Protected[] = [
  { collection: 'articles', field: 'body', id: () => ids.article },
  { collection: 'articles', field: 'related_articles', id: () => ids.article },
  { collection: 'videos', field: 'video_url', id: () => ids.video },
  { collection: 'podcasts', field: 'audio_url', id: () => ids.podcast },
  { collection: 'sessions', field: 'episodes', id: () => ids.session },
  { collection: 'sessions', field: 'first_episode_link', id: () => ids.session },
  { collection: 'episodes', field: 'video_url', id: () => ids.episodes[0] as number },
  { collection: 'episodes', field: 'quiz', id: () => ids.episodes[0] as number },
]
const READ_LOCALES = [...LOCALES, 'all', '*']

/** Every read shape of one protected field of one document in one locale. */
function readShapes({ collection: c, field: f, id }: Protected, l: string): string[] {
  const d = id()
  return [
    `/api/${c}/${d}/?locale=${l}`,
    `/api/${c}/${d}/?locale=${l}&select[${f}]=true`,
    `/api/${c}/${d}/?locale=${l}&select[title]=false`,
    `/api/${c}/${d}/?locale=${l}&depth=3`,
    `/api/${c}/${d}/?locale=${l}&draft=true`,
    `/api/${c}/${d}/?locale=${l}&fallback-locale=none&select[${f}]=true&select[exclusive]=false`,
    `/api/${c}/?locale=${l}&select[${f}]=true&limit=100`,
    `/api/${c}/?locale=${l}&where[id][equals]=${d}&depth=2`,
    `/api/${c}/?locale=${l}&sort=${f}`,
    `/api/${c}/?locale=${l}&sort=-${f}&select[${f}]=true`,
    `/api/${c}/?locale=${l}&draft=true&select[${f}]=true`,
    `/api/${c}/versions/?locale=${l}`,
    `/api/${c}/versions/${d}/?locale=${l}`,
    // Populated through other documents.
    `/api/pages/${ids.page}/?locale=${l}&depth=2`,
    `/api/pages/${ids.page}/?locale=${l}&depth=2&populate[${c}][${f}]=true`,
    `/api/pages/?locale=${l}&depth=3&select[layout]=true`,
    `/api/episodes/${ids.episodes[0]}/?locale=${l}&depth=1&populate[sessions][episodes]=true`,
    `/api/episodes/?locale=${l}&depth=2&select[session]=true`,
  ]
}

/** Pairs of filters on a protected field: one true of the locked document, one false. */
function oraclePairs(
  { collection: c, field: f, id }: Protected,
  l: string,
): Array<[string, string]> {
  const d = id()
  const text: Record<string, [string, string]> = {
    body: [`${MARK}-article-body-${l === 'fr-fr' ? 'fr-fr' : 'en-ww'}`, 'no-such-text'],
    video_url: [c === 'videos' ? `${MARK}-video` : `${MARK}-episode-1`, 'no-such-url'],
    audio_url: [`${MARK}-audio`, 'no-such-url'],
    first_episode_link: ['episode-1', 'no-such-link'],
  }
  const pairs: Array<[string, string]> = []
  const both = (a: string, b: string) => {
    pairs.push([`/api/${c}/?locale=${l}&${a}`, `/api/${c}/?locale=${l}&${b}`])
    pairs.push([`/api/${c}/count/?locale=${l}&${a}`, `/api/${c}/count/?locale=${l}&${b}`])
    pairs.push([
      `/api/${c}/?locale=${l}&where[and][0][id][equals]=${d}&${a.replace('where[', 'where[and][1][')}`,
      `/api/${c}/?locale=${l}&where[and][0][id][equals]=${d}&${b.replace('where[', 'where[and][1][')}`,
    ])
  }
  const t = text[f]
  if (t) {
    both(`where[${f}][like]=${t[0]}`, `where[${f}][like]=${t[1]}`)
    both(`where[${f}][contains]=${t[0]}`, `where[${f}][contains]=${t[1]}`)
  }
  both(`where[${f}][exists]=true`, `where[${f}][exists]=false`)
  // A sort on the field would order documents by the protected values.
  pairs.push([`/api/${c}/?locale=${l}&sort=${f}`, `/api/${c}/?locale=${l}&sort=-${f}`])
  if (f === 'related_articles') {
    both(`where[${f}][equals]=${ids.openArticle}`, `where[${f}][equals]=999999`)
    both(`where[${f}.title][like]=Open`, `where[${f}.title][like]=no-such-title`)
  }
  if (f === 'episodes') {
    both(`where[${f}][in]=${ids.episodes[0]}`, `where[${f}][in]=999999`)
    both(`where[${f}.video_url][like]=${MARK}`, `where[${f}.video_url][like]=no-such-url`)
  }
  if (f === 'quiz') {
    both(`where[quiz.question][like]=${MARK}`, `where[quiz.question][like]=no-such-question`)
    both(`where[quiz.answers.correct][equals]=true`, `where[quiz.answers.correct][equals]=false`)
  }
  if (c === 'episodes') {
    both(`where[session.episodes][in]=${ids.episodes[0]}`, `where[session.episodes][in]=999999`)
  }
  return pairs
}

/** The same read asked the ways Payload also accepts: a POST that says it is a GET. */
async function overrideShapes(p: Protected, l: string, headers: Record<string, string>) {
  const query = `locale=${l}&select[${p.field}]=true&where[id][equals]=${p.id()}`
  return [
    await rest('POST', `/api/${p.collection}/`, {
      headers: {
        ...headers,
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: query,
    }),
    await rest('POST', `/api/${p.collection}/`, {
      headers: {
        ...headers,
        'X-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        locale: l,
        select: { [p.field]: true },
        where: { id: { equals: p.id() } },
      }),
    }),
  ]
}

async function sweep(caller: Caller, p: Protected): Promise<string[]> {
  const found: string[] = []
  for (const l of READ_LOCALES) {
    for (const url of readShapes(p, l)) {
      const answer = await rest('GET', url, { headers: caller.headers() })
      for (const leak of leaksIn(answer)) found.push(`GET ${url} → ${answer.status} ${leak}`)
    }
    for (const answer of await overrideShapes(p, l, caller.headers())) {
      for (const leak of leaksIn(answer)) found.push(`POST (override) ${l} → ${leak}`)
    }
  }
  return found
}

async function oracles(caller: Caller, p: Protected): Promise<string[]> {
  const differences: string[] = []
  for (const l of [...LOCALES, 'all']) {
    for (const [yes, no] of oraclePairs(p, l)) {
      const a = await rest('GET', yes, { headers: caller.headers() })
      const b = await rest('GET', no, { headers: caller.headers() })
      if (a.status !== b.status || a.text !== b.text) {
        differences.push(`${yes} → ${a.status} ${a.text.slice(0, 120)}\n  ${no} → ${b.status}`)
      }
    }
  }
  return differences
}

beforeAll(async () => {
  h = await startPayload()
  ids = await createLockedContent()
  const member = await h.payload.create({
    collection: 'members',
    data: {
      email: 'level1@example.com',
      password: 'Cognac#2026',
      first_name: 'Léa',
      last_name: 'Martin',
      date_of_birth: '1990-01-01',
      country: 'FR',
      locale: 'fr-fr',
      level: 'level1',
      _verified: true,
    } as never,
  })
  const { mintSession, memberFromToken } = await import('@/account/server/session')
  memberToken = await mintSession(h.payload, member.id)
  const level2 = await h.payload.create({
    collection: 'members',
    data: {
      email: 'level2@example.com',
      password: 'Cognac#2026',
      first_name: 'Hugo',
      last_name: 'Martin',
      date_of_birth: '1990-01-01',
      country: 'FR',
      locale: 'fr-fr',
      level: 'level2',
      _verified: true,
    } as never,
  })
  level2Token = await mintSession(h.payload, level2.id)
  // The token is a real, live member session.
  expect((await memberFromToken(h.payload, memberToken))?.level).toBe('level1')
  await h.payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'Editor#2026pass' } as never,
  })
  editorToken = (await signInOverRest('editor@example.com', 'Editor#2026pass')).token
}, 300_000)
afterAll(async () => {
  await h?.close()
})

describe('members-only fields over REST (every query shape)', () => {
  it('the sweep sees protected values where they are meant to be seen (an editor)', async () => {
    // Without this the sweep could pass by looking at nothing.
    for (const p of PROTECTED) {
      const answer = await rest('GET', `/api/${p.collection}/${p.id()}/?locale=en-ww&depth=0`, {
        headers: editor.headers(),
      })
      expect(answer.status).toBe(200)
      expect(leaksIn(answer).length, `${p.collection}.${p.field}`).toBeGreaterThan(0)
    }
    const page = await rest('GET', `/api/pages/${ids.page}/?locale=fr-fr&depth=2`, {
      headers: editor.headers(),
    })
    expect(leaksIn(page).length).toBeGreaterThan(0)
  })

  it('the filters do tell an editor something (so equal answers mean nothing was learnt)', async () => {
    // first_episode_link is computed on read, never stored: nobody can filter on it.
    for (const p of PROTECTED.filter((p) => p.field !== 'first_episode_link')) {
      expect((await oracles(editor, p)).length, `${p.collection}.${p.field}`).toBeGreaterThan(0)
    }
  })

  for (const caller of callers) {
    it(`${caller.name} gets no protected value, whatever the shape`, async () => {
      const found: string[] = []
      for (const p of PROTECTED) found.push(...(await sweep(caller, p)))
      expect(found).toEqual([])
    })

    it(`${caller.name} learns nothing from a filter on a protected field`, async () => {
      const found: string[] = []
      for (const p of PROTECTED) found.push(...(await oracles(caller, p)))
      expect(found).toEqual([])
    })
  }

  it('GraphQL stays off (it would be one more query language to guard)', () => {
    expect(h.payload.config.graphQL.disable).toBe(true)
  })
})

describe('the second line: members-only fields decided from the stored document', () => {
  // As if a later change opened REST reading of content again (a headless front end, say): the
  // members-only fields must then stay closed on their own, whatever the query selects.
  const reopened = ['articles', 'videos', 'podcasts', 'sessions', 'episodes', 'pages'] as const
  const saved = new Map<string, unknown>()
  beforeAll(() => {
    for (const slug of reopened) {
      const access = h.payload.collections[slug].config.access
      saved.set(slug, access.read)
      access.read = () => true
    }
  })
  afterAll(() => {
    for (const slug of reopened) {
      h.payload.collections[slug].config.access.read = saved.get(slug) as never
    }
  })

  for (const caller of [anonymous, members[0] as Caller]) {
    it(`${caller.name} gets no protected value, whatever the shape`, async () => {
      const found: string[] = []
      for (const p of PROTECTED) found.push(...(await sweep(caller, p)))
      expect(found).toEqual([])
    })

    it(`${caller.name} learns nothing from a filter or a sort on a protected field`, async () => {
      const found: string[] = []
      for (const p of PROTECTED) found.push(...(await oracles(caller, p)))
      expect(found).toEqual([])
    })
  }

  it('a member of the item’s level reads it, and a teaser field stays public', async () => {
    // A member's session is not a Payload login (their token is never accepted by Payload's REST
    // API: session.ts), so the site's server code is the one reading as that member.
    const { memberFromToken } = await import('@/account/server/session')
    const level2 = await memberFromToken(h.payload, level2Token)
    expect(level2?.level).toBe('level2')
    const article = await h.payload.findByID({
      collection: 'articles',
      id: ids.article,
      locale: 'fr-fr',
      select: { body: true },
      overrideAccess: false,
      user: level2 as never,
    })
    expect(leaks(article)).toEqual([
      '$.body.root.children[0].children[0].text: S3CR3T-article-body-fr-fr',
    ])
    // Over REST the same token is nobody: what an anonymous visitor sees.
    const overRest = await rest(
      'GET',
      `/api/articles/${ids.article}/?locale=fr-fr&select[body]=true`,
      { headers: { Authorization: `JWT ${level2Token}` } },
    )
    expect(leaksIn(overRest)).toEqual([])
    const teaser = await rest('GET', `/api/articles/${ids.article}/?locale=fr-fr`)
    expect(teaser.json).toMatchObject({
      title: 'Locked fr-fr',
      exclusive: true,
      min_level: 'level2',
    })
    expect(teaser.json).not.toHaveProperty('body')
  })
})

describe('collections of personal and security data answer editors only over REST', () => {
  // Written only by our endpoints (Local API); a visitor or a member reads or writes none of
  // them, whatever token they present. The editor's 200 shows the refusal means something.
  const PRIVATE = [
    'newsletter-signups',
    'newsletter-consents',
    'visit-bookings',
    'event-registrations',
    'product-reviews',
    'visit-slots',
    'bottles',
    'retailer-offers',
    // en-us orders (issue 14): written only by POST /api/cart/checkout/, read by editors.
    'orders',
    // en-us support-chat conversations (issue 14): written only by POST /api/support-chat/.
    'support-chats',
    'users',
    // Editors' web forms (issue 12): the site reads them on the server, submissions come only
    // through POST /api/web-forms/ (captcha, rate limit), never an open REST create.
    'forms',
    'form-submissions',
    // Visitors' personalised cards (issue 15): made through POST /api/video-cards/ and served
    // only by our routes, by their token.
    'video-cards',
    // Editors' redirect rules: the site reads them on the server; their Target column costs
    // lookups (issue 17 item 3), computed for CMS users only.
    'redirects',
  ] as const
  const REFUSED = [401, 403]

  it('refuses lists, counts, documents and writes to a visitor and to every kind of member', async () => {
    for (const slug of PRIVATE) {
      for (const caller of callers) {
        const headers = caller.headers()
        const who = `${caller.name} on ${slug}`
        expect((await rest('GET', `/api/${slug}/`, { headers })).status, `${who}: list`).toSatisfy(
          (s: number) => REFUSED.includes(s),
        )
        expect(
          (await rest('GET', `/api/${slug}/count/`, { headers })).status,
          `${who}: count`,
        ).toSatisfy((s: number) => REFUSED.includes(s))
        expect((await rest('GET', `/api/${slug}/1/`, { headers })).status, `${who}: one`).toSatisfy(
          (s: number) => REFUSED.includes(s) || s === 404,
        )
        const write = await rest('POST', `/api/${slug}/`, {
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'x@example.com' }),
        })
        expect(write.status, `${who}: create`).toSatisfy((s: number) => REFUSED.includes(s))
      }
      expect((await rest('GET', `/api/${slug}/`, { headers: editor.headers() })).status).toBe(200)
    }
  })

  it('keeps used captcha challenges from everyone, editors included', async () => {
    for (const caller of [...callers, editor]) {
      const answer = await rest('GET', '/api/captcha-challenges/', { headers: caller.headers() })
      expect(answer.status, caller.name).toSatisfy((s: number) => [401, 403, 404].includes(s))
    }
  })
})

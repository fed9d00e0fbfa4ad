/**
 * Issue 17 item 1, the data side of drafts: the site reads published versions only (detail
 * loaders, lists, the sitemap, search, the menu), a draft never leaks (neither over the site's
 * reads nor over REST, anonymously or as a member), a preview reads the latest drafts, a draft
 * save expires no public cache and moves no address, scheduled publish runs through Payload's
 * jobs, and a version can be restored.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MainMenu } from '@/payload-types'
import { expiredTags } from '../support/next-cache'
import { type Harness, startPayload } from './payload-harness'
import { type RestAnswer, rest, signInOverRest } from './rest-client'

type Item = NonNullable<MainMenu['items']>[number]

// The preview switch (Next's draft mode) as the content layer reads it; off unless a test says.
const preview = vi.hoisted(() => ({ on: false }))
vi.mock('@/content/preview', () => ({ isPreviewRequest: async () => preview.on }))

let h: Harness
let cover: number
let memberToken = ''
let editorToken = ''
const LOCALE = 'en-ww'

const content = () => import('@/content/details')
const sitemap = async () =>
  (await (await import('@/content/sitemap')).listSitemapDocs(LOCALE)).map((d) => d.path)
const cards = async () =>
  (await (await import('@/content/cards')).listCards('cocktails', LOCALE)).map((c) => c.title)
const search = async (q: string) =>
  (await (await import('@/content/search')).searchContent(LOCALE, q)).map((hit) => hit.title)
const menu = async () =>
  (await (await import('@/content/chrome')).getHeaderData(LOCALE)).items.map(
    (i) => `${i.title} ${i.url}`,
  )
const cocktailTitle = async (slug: string) =>
  (await (await content()).loadCocktail(LOCALE, slug))?.title ?? null

async function inPreview<T>(read: () => Promise<T>): Promise<T> {
  preview.on = true
  try {
    return await read()
  } finally {
    preview.on = false
  }
}

async function newCocktail(title: string, slug: string, status: 'published' | 'draft') {
  const doc = await h.payload.create({
    collection: 'cocktails',
    locale: LOCALE,
    draft: status === 'draft',
    data: {
      title,
      slug,
      available: true,
      date: '2026-11-27T00:00:00.000Z',
      cover,
      _status: status,
    },
  })
  return doc.id
}

const saveDraft = (id: number, data: Record<string, unknown>) =>
  h.payload.update({ collection: 'cocktails', id, locale: LOCALE, draft: true, data })
const publish = (id: number, data: Record<string, unknown> = {}) =>
  h.payload.update({
    collection: 'cocktails',
    id,
    locale: LOCALE,
    data: { ...data, _status: 'published' },
  })

beforeAll(async () => {
  h = await startPayload()
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()
  cover = (
    await h.payload.create({
      collection: 'media',
      data: { alt: 'cover' },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    })
  ).id
  // The first CMS user is the administrator; the second, made without roles, an editor.
  for (const email of ['admin@example.com', 'editor@example.com']) {
    await h.payload.create({
      collection: 'users',
      data: { email, password: 'Editor#2026pass' } as never,
    })
  }
  editorToken = (await signInOverRest('editor@example.com', 'Editor#2026pass')).token
  const member = await h.payload.create({
    collection: 'members',
    data: {
      email: 'member@example.com',
      password: 'Cognac#2026',
      first_name: 'Léa',
      last_name: 'Martin',
      date_of_birth: '1990-01-01',
      country: 'FR',
      locale: 'fr-fr',
      level: 'level2',
      _verified: true,
    } as never,
  })
  const { mintSession } = await import('@/account/server/session')
  memberToken = await mintSession(h.payload, member.id)
})
afterAll(async () => {
  await h?.close()
})

describe('drafts: the site shows published versions only', () => {
  let edited: number
  let fresh: number

  beforeAll(async () => {
    edited = await newCocktail('Negroni Published', 'negroni', 'published')
    await saveDraft(edited, { title: 'Negroni Draft' })
    fresh = await newCocktail('Secret Sour', 'secret-sour', 'draft')
    const items: Item[] = [
      {
        title: 'Negroni',
        link: { type: 'internal', doc: { relationTo: 'cocktails', value: edited } },
      },
      { title: 'Sour', link: { type: 'internal', doc: { relationTo: 'cocktails', value: fresh } } },
    ] as Item[]
    await h.payload.updateGlobal({
      slug: 'main-menu',
      locale: LOCALE,
      data: { items, _status: 'published' },
    })
  })

  it('Payload keeps the published document in the main table and the draft in versions', async () => {
    const main = await h.payload.findByID({ collection: 'cocktails', id: edited, locale: LOCALE })
    expect(main.title).toBe('Negroni Published')
    expect(main._status).toBe('published')
    const latest = await h.payload.findByID({
      collection: 'cocktails',
      id: edited,
      locale: LOCALE,
      draft: true,
    })
    expect(latest.title).toBe('Negroni Draft')
    // A document created as a draft is in the main table too, as a draft.
    const never = await h.payload.findByID({ collection: 'cocktails', id: fresh, locale: LOCALE })
    expect(never._status).toBe('draft')
  })

  it('a published document edited as a draft keeps its published title everywhere', async () => {
    expect(await cocktailTitle('negroni')).toBe('Negroni Published')
    expect(await cards()).toContain('Negroni Published')
    expect(await cards()).not.toContain('Negroni Draft')
    expect(await sitemap()).toContain('/en-ww/cocktails/negroni/')
    expect(await search('negroni')).toEqual(['Negroni Published'])
    expect(await menu()).toContain('Negroni /cocktails/negroni/')
  })

  it('a never-published draft is absent everywhere', async () => {
    expect(await cocktailTitle('secret-sour')).toBeNull()
    expect(await cards()).not.toContain('Secret Sour')
    expect(await sitemap()).not.toContain('/en-ww/cocktails/secret-sour/')
    expect(await search('secret')).toEqual([])
    expect(await menu()).not.toContain('Sour /cocktails/secret-sour/')
    // Also through the site's handle read directly (outside cachedRead), by id and by count.
    const { getPayloadClient } = await import('@/content/payload')
    const site = await getPayloadClient()
    expect(
      await site.findByID({ collection: 'cocktails', id: fresh, disableErrors: true }),
    ).toBeNull()
    expect(
      (await site.count({ collection: 'cocktails', where: { id: { equals: fresh } } })).totalDocs,
    ).toBe(0)
  })

  it('a preview reads the latest drafts, the never-published one included', async () => {
    expect(await inPreview(() => cocktailTitle('negroni'))).toBe('Negroni Draft')
    expect(await inPreview(() => cocktailTitle('secret-sour'))).toBe('Secret Sour')
    expect(await inPreview(cards)).toEqual(expect.arrayContaining(['Negroni Draft', 'Secret Sour']))
    // …and the next public read is published-only again.
    expect(await cocktailTitle('negroni')).toBe('Negroni Published')
  })

  it('publishing makes a draft appear; unpublishing removes it', async () => {
    await publish(fresh)
    expect(await cocktailTitle('secret-sour')).toBe('Secret Sour')
    expect(await cards()).toContain('Secret Sour')
    expect(await sitemap()).toContain('/en-ww/cocktails/secret-sour/')
    expect(await search('secret')).toEqual(['Secret Sour'])
    expect(await menu()).toContain('Sour /cocktails/secret-sour/')

    await h.payload.update({
      collection: 'cocktails',
      id: fresh,
      locale: LOCALE,
      data: { _status: 'draft' },
    })
    expect(await cocktailTitle('secret-sour')).toBeNull()
    expect(await cards()).not.toContain('Secret Sour')
    expect(await sitemap()).not.toContain('/en-ww/cocktails/secret-sour/')
    expect(await search('secret')).toEqual([])
    expect(await menu()).not.toContain('Sour /cocktails/secret-sour/')
  })
})

describe('drafts: caches and addresses follow publishing, not draft saves', () => {
  it('a draft save expires no public cache; a publish does', async () => {
    const id = await newCocktail('Sazerac', 'sazerac', 'published')
    expiredTags.length = 0
    await saveDraft(id, { title: 'Sazerac v2' })
    expect(expiredTags).toEqual([])
    await publish(id)
    expect(expiredTags).toContain('collection:cocktails')
  })

  it('a slug changed in a draft redirects the old address only once published', async () => {
    const id = await newCocktail('Manhattan', 'manhattan', 'published')
    await saveDraft(id, { slug: 'manhattan-classic' })
    const redirects = async () =>
      (
        await h.payload.find({
          collection: 'redirects',
          where: { from: { equals: '/en-ww/cocktails/manhattan/' } },
        })
      ).docs.map((r) => r.to)
    expect(await redirects()).toEqual([])
    // Payload's previousDoc is now the draft with the new slug: the redirect still comes from
    // the published address.
    await publish(id)
    expect(await redirects()).toEqual(['/en-ww/cocktails/manhattan-classic/'])
  })
})

describe('drafts over REST: never for visitors or members', () => {
  let id: number

  beforeAll(async () => {
    id = await newCocktail('Old Fashioned', 'old-fashioned', 'published')
    await saveDraft(id, { title: 'Old Fashioned Draft' })
  })

  const callers: [string, () => Record<string, string>][] = [
    ['anonymous', () => ({})],
    ['a member (JWT)', () => ({ Authorization: `JWT ${memberToken}` })],
    [
      'a member (site cookie)',
      () => ({ Cookie: `ms_member=${memberToken}`, 'Sec-Fetch-Site': 'same-origin' }),
    ],
  ]
  const refusedOrEmpty = (answer: RestAnswer) => {
    expect(answer.text).not.toContain('Old Fashioned Draft')
    if (answer.status === 200) {
      expect((answer.json as { docs?: unknown[] }).docs ?? []).toEqual([])
    } else {
      expect([401, 403, 404]).toContain(answer.status)
    }
  }

  for (const [name, headers] of callers) {
    it(`${name}: no versions, no drafts`, async () => {
      refusedOrEmpty(
        await rest('GET', '/api/cocktails/versions?locale=en-ww', { headers: headers() }),
      )
      refusedOrEmpty(await rest('GET', '/api/pages/versions', { headers: headers() }))
      refusedOrEmpty(
        await rest('GET', `/api/cocktails/${id}?draft=true&locale=en-ww`, { headers: headers() }),
      )
      refusedOrEmpty(
        await rest('GET', '/api/cocktails?draft=true&locale=en-ww', { headers: headers() }),
      )
      refusedOrEmpty(await rest('GET', '/api/globals/main-menu/versions', { headers: headers() }))
      // Nor can they run or read scheduled jobs.
      const run = await rest('GET', '/api/payload-jobs/run', { headers: headers() })
      expect([401, 403]).toContain(run.status)
      refusedOrEmpty(await rest('GET', '/api/payload-jobs', { headers: headers() }))
    })
  }

  // Every query shape a caller could try on versions and drafts (select, where, sort, depth,
  // by id, counts): the same refusal or nothing, never a draft's words.
  it('no query shape reveals a version or a draft to a visitor or a member', async () => {
    const secret = await newCocktail('Secret Draft Sour', 'secret-draft-sour', 'draft')
    const versionOf = async (parent: number) =>
      (
        await h.payload.findVersions({
          collection: 'cocktails',
          where: { parent: { equals: parent } },
          sort: '-updatedAt',
          limit: 1,
        })
      ).docs[0]?.id
    const menuVersion = (await h.payload.findGlobalVersions({ slug: 'main-menu', limit: 1 }))
      .docs[0]?.id
    const secretVersion = await versionOf(secret)
    expect(secretVersion).toBeDefined()
    // The shapes are real: an editor reads the draft through them.
    const editor = { Authorization: `JWT ${editorToken}` }
    for (const path of [
      `/api/cocktails/versions?where[version.title][like]=Draft&locale=${LOCALE}`,
      `/api/cocktails/versions/${secretVersion}?locale=${LOCALE}`,
    ]) {
      expect((await rest('GET', path, { headers: editor })).text, path).toContain(
        'Secret Draft Sour',
      )
    }
    const shapes = [
      `/api/cocktails/versions?where[version.title][like]=Draft&locale=${LOCALE}`,
      `/api/cocktails/versions?sort=-version.title&depth=2&locale=${LOCALE}`,
      `/api/cocktails/versions?select[version][title]=true&locale=${LOCALE}`,
      `/api/cocktails/versions?where[parent][equals]=${secret}&limit=1&page=1`,
      `/api/cocktails/versions/${await versionOf(id)}?locale=${LOCALE}`,
      `/api/cocktails/versions/${secretVersion}?depth=1&locale=${LOCALE}`,
      `/api/cocktails/${secret}?locale=${LOCALE}`,
      `/api/cocktails/${secret}?draft=true&select[title]=true&locale=${LOCALE}`,
      `/api/cocktails?where[_status][equals]=draft&locale=${LOCALE}`,
      `/api/cocktails?where[title][like]=Secret&sort=title&locale=${LOCALE}`,
      `/api/cocktails?draft=true&where[title][like]=Draft&depth=0&locale=${LOCALE}`,
      `/api/cocktails/count?draft=true&where[title][like]=Draft&locale=${LOCALE}`,
      ...(menuVersion ? [`/api/globals/main-menu/versions/${menuVersion}`] : []),
    ]
    for (const [, headers] of callers) {
      for (const path of shapes) {
        const answer = await rest('GET', path, { headers: headers() })
        expect(answer.text, path).not.toContain('Secret Draft Sour')
        expect(answer.text, path).not.toContain('Old Fashioned Draft')
        expect(answer.status, path).not.toBe(500)
        if (path.includes('/count')) {
          // A count of drafts would tell that one exists.
          if (answer.status === 200) {
            expect((answer.json as { totalDocs?: number }).totalDocs, path).toBe(0)
          }
        } else if (answer.status === 200 && path.includes('/versions')) {
          expect((answer.json as { docs?: unknown[] }).docs ?? [], path).toEqual([])
          expect(answer.json as object, path).not.toHaveProperty('version')
        }
      }
    }
  })

  it('an editor reads the versions and the draft', async () => {
    const headers = { Authorization: `JWT ${editorToken}` }
    const versions = await rest(
      'GET',
      `/api/cocktails/versions?locale=en-ww&where[parent][equals]=${id}`,
      {
        headers,
      },
    )
    expect(versions.status).toBe(200)
    const titles = (versions.json as { docs: { version: { title: string } }[] }).docs.map(
      (v) => v.version.title,
    )
    expect(titles).toEqual(expect.arrayContaining(['Old Fashioned', 'Old Fashioned Draft']))
    const draft = await rest('GET', `/api/cocktails/${id}?draft=true&locale=en-ww`, { headers })
    expect((draft.json as { title?: string }).title).toBe('Old Fashioned Draft')
  })
})

describe('scheduled publish and restore', () => {
  it('a due schedulePublish job publishes the latest draft', async () => {
    const id = await newCocktail('Gimlet', 'gimlet', 'draft')
    expect(await cocktailTitle('gimlet')).toBeNull()
    await h.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'cocktails', value: id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await h.payload.jobs.run()
    expect(await cocktailTitle('gimlet')).toBe('Gimlet')
    // …and a scheduled unpublish takes it off again.
    await h.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'unpublish', doc: { relationTo: 'cocktails', value: id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await h.payload.jobs.run()
    expect(await cocktailTitle('gimlet')).toBeNull()
  })

  it('restoring an earlier version publishes it again', async () => {
    const id = await newCocktail('Daiquiri', 'daiquiri', 'published')
    await publish(id, { title: 'Daiquiri Changed' })
    expect(await cocktailTitle('daiquiri')).toBe('Daiquiri Changed')
    const { docs } = await h.payload.findVersions({
      collection: 'cocktails',
      locale: LOCALE,
      where: { parent: { equals: id } },
      sort: 'createdAt',
    })
    const first = docs.find((v) => v.version.title === 'Daiquiri')
    expect(first).toBeDefined()
    await h.payload.restoreVersion({ collection: 'cocktails', id: String(first?.id) })
    expect(await cocktailTitle('daiquiri')).toBe('Daiquiri')
  })
})

describe('documents stored before drafts existed', () => {
  it('get a first version at start-up, so the admin lists and previews find them', async () => {
    const id = await newCocktail('Sidecar', 'sidecar', 'published')
    // As a row written before versions existed: in the main table only.
    await h.payload.db.deleteVersions({
      collection: 'cocktails',
      where: { parent: { equals: id } },
    })
    const listed = async () =>
      (
        await h.payload.find({
          collection: 'cocktails',
          locale: LOCALE,
          draft: true,
          where: { id: { equals: id } },
        })
      ).docs.map((d) => d.title)
    expect(await listed()).toEqual([])
    const { backfillVersions } = await import('@/cms/version-backfill')
    expect(await backfillVersions(h.payload)).toBeGreaterThanOrEqual(1)
    expect(await listed()).toEqual(['Sidecar'])
    expect(await inPreview(() => cocktailTitle('sidecar'))).toBe('Sidecar')
    // Nothing left to do on the next start.
    expect(await backfillVersions(h.payload)).toBe(0)
  })
})

import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Roles (issue 17 item 5, docs/decisions.md "Roles"): what each kind of CMS user may do, through
 * the Local API with overrideAccess: false (as the admin and REST run it) and over REST.
 */

type Role = 'administrator' | 'editor' | 'market_editor' | 'member_support'
const ROLES: Role[] = ['administrator', 'editor', 'market_editor', 'member_support']
type Op = 'create' | 'read' | 'update' | 'delete'

let h: Harness
let payload: Payload
const ctx = { disableRevalidate: true }
const users = {} as Record<Role, { id: number; collection: 'users' } & Record<string, unknown>>
const tokens = {} as Record<Role, string>
const PASSWORD = 'Roles#2026pass'
let memberId: number
let png: Buffer

const as = (role: Role) => ({ user: users[role], overrideAccess: false, context: ctx })

/** true when the operation went through, false when access refused it; other errors fail. */
async function allowed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return false
    throw error
  }
}

let serial = 0
/** A fresh tag (made as administrator, overrideAccess) for one operation to act on. */
async function tag(): Promise<number> {
  const doc = await payload.create({
    collection: 'tags',
    locale: 'fr-fr',
    context: ctx,
    data: { title: `Étiquette ${++serial}`, slug: `etiquette-${serial}`, available: true },
  })
  return doc.id as number
}

async function media(): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    locale: 'fr-fr',
    context: ctx,
    data: { alt: 'Verre' },
    file: { data: png, mimetype: 'image/png', name: `glass-${++serial}.png`, size: png.length },
  })
  return doc.id as number
}

async function redirect(): Promise<number> {
  const doc = await payload.create({
    collection: 'redirects',
    context: ctx,
    data: { kind: 'http', from: `/fr-fr/ancien-${++serial}/`, to: '/fr-fr/' },
  })
  return doc.id as number
}

async function member(): Promise<number> {
  const doc = await payload.create({
    collection: 'members',
    data: {
      email: `member-${++serial}@example.com`,
      password: 'Cognac#2026',
      first_name: 'Léa',
      last_name: 'Durand',
      date_of_birth: '1988-04-12',
      country: 'FR',
      locale: 'fr-fr',
      _verified: true,
    } as never,
  })
  return doc.id as number
}

/** Each operation of one role on one collection, in fr-fr (a locale the market editor has). */
async function collectionOps(
  role: Role,
  collection: CollectionSlug,
  make: () => Promise<number>,
  createData: () => Record<string, unknown>,
  updateData: Record<string, unknown>,
  file?: boolean,
): Promise<Record<Op, boolean>> {
  const o = { ...as(role), locale: 'fr-fr' as const }
  const create = await allowed(() =>
    payload.create({
      collection,
      ...o,
      data: createData() as never,
      ...(file
        ? {
            file: { data: png, mimetype: 'image/png', name: `n-${++serial}.png`, size: png.length },
          }
        : {}),
    }),
  )
  const readId = await make()
  const read = await allowed(() => payload.findByID({ collection, id: readId, ...o }))
  const updateId = await make()
  const update = await allowed(() =>
    payload.update({ collection, id: updateId, ...o, data: updateData as never }),
  )
  const deleteId = await make()
  const del = await allowed(() => payload.delete({ collection, id: deleteId, ...o }))
  return { create, read, update, delete: del }
}

beforeAll(async () => {
  h = await startPayload()
  payload = h.payload
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#8a4b1d' } })
    .png()
    .toBuffer()
  for (const role of ROLES) {
    const doc = await payload.create({
      collection: 'users',
      data: {
        email: `${role}@example.com`,
        password: PASSWORD,
        name: role,
        // The administrator is made first and asks to be an editor: the first user is an
        // administrator whatever the form sent (tested below).
        roles: role === 'administrator' ? ['editor'] : [role],
        market_locales: role === 'market_editor' ? ['fr-fr'] : [],
      },
    })
    users[role] = {
      ...(doc as unknown as Record<string, unknown>),
      id: doc.id as number,
      collection: 'users',
    }
    const login = await rest('POST', '/api/users/login/', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${role}@example.com`, password: PASSWORD }),
    })
    tokens[role] = (login.json as { token: string }).token
    expect(tokens[role]).toBeTruthy()
  }
  memberId = await member()
}, 300_000)
afterAll(async () => {
  await h?.close()
})

describe('roles: the first user', () => {
  it('the first user of a database is an administrator, whatever the form sent', () => {
    expect(users.administrator.roles).toEqual(['administrator'])
  })

  it('a user made without roles is an editor', async () => {
    const doc = await payload.create({
      collection: 'users',
      data: { email: 'plain@example.com', password: PASSWORD },
    })
    expect(doc.roles).toEqual(['editor'])
  })
})

const YES = { create: true, read: true, update: true, delete: true }
const NONE = { create: false, read: false, update: false, delete: false }

describe('roles: each role on content, media, redirects and members', () => {
  it.each([
    ['administrator', YES],
    ['editor', YES],
    // A delete removes every locale of the document: not for a market editor.
    ['market_editor', { create: true, read: true, update: true, delete: false }],
    ['member_support', NONE],
  ] as const)('%s on a content collection (tags)', async (role, expected) => {
    const made = await collectionOps(
      role,
      'tags',
      tag,
      () => ({ title: `Neuf ${++serial}`, slug: `neuf-${serial}`, available: true }),
      { title: 'Changé' },
    )
    expect(made).toEqual(expected)
  })

  it.each([
    ['administrator', YES],
    ['editor', YES],
    ['market_editor', { create: true, read: true, update: true, delete: false }],
    ['member_support', NONE],
  ] as const)('%s on media', async (role, expected) => {
    const made = await collectionOps(
      role,
      'media',
      media,
      () => ({ alt: 'Bouteille' }),
      { alt: 'Changé' },
      true,
    )
    expect(made).toEqual(expected)
  })

  it.each([
    ['administrator', YES],
    ['editor', YES],
    // Site-wide rules (a path of any locale): read only for market editors.
    ['market_editor', { create: false, read: true, update: false, delete: false }],
    ['member_support', NONE],
  ] as const)('%s on redirects', async (role, expected) => {
    const made = await collectionOps(
      role,
      'redirects',
      redirect,
      () => ({ kind: 'http', from: `/fr-fr/autre-${++serial}/`, to: '/fr-fr/' }),
      { to: '/fr-fr/maison/' },
    )
    expect(made).toEqual(expected)
  })

  it.each([
    ['administrator', YES],
    ['editor', NONE],
    ['market_editor', NONE],
    ['member_support', YES],
  ] as const)('%s on members', async (role, expected) => {
    const made = await collectionOps(
      role,
      'members',
      member,
      () => ({
        email: `new-${++serial}@example.com`,
        password: 'Cognac#2026',
        first_name: 'Jean',
        last_name: 'Morel',
        date_of_birth: '1979-02-03',
        country: 'FR',
        locale: 'fr-fr',
      }),
      { first_name: 'Julie' },
    )
    expect(made).toEqual(expected)
  })
})

describe('roles: globals', () => {
  const globalOps = async (role: Role, slug: GlobalSlug, data: Record<string, unknown>) => ({
    read: await allowed(() => payload.findGlobal({ slug, ...as(role), locale: 'fr-fr' })),
    update: await allowed(() =>
      payload.updateGlobal({ slug, ...as(role), locale: 'fr-fr', data: data as never }),
    ),
  })

  it.each([
    ['administrator', { read: true, update: true }],
    ['editor', { read: true, update: true }],
    ['market_editor', { read: true, update: false }],
    ['member_support', { read: false, update: false }],
  ] as const)('%s on the site options', async (role, expected) => {
    expect(await globalOps(role, 'site-options', {})).toEqual(expected)
  })

  it.each([
    ['administrator', { read: true, update: true }],
    ['editor', { read: true, update: true }],
    // The menu is per locale: a market editor keeps their markets' menus.
    ['market_editor', { read: true, update: true }],
    ['member_support', { read: false, update: false }],
  ] as const)('%s on the main menu', async (role, expected) => {
    expect(await globalOps(role, 'main-menu', { items: [] })).toEqual(expected)
  })
})

describe('roles: CMS users', () => {
  it.each([
    ['administrator', { readOther: true, create: true, updateOther: true, deleteOther: true }],
    ['editor', { readOther: false, create: false, updateOther: false, deleteOther: false }],
    ['market_editor', { readOther: false, create: false, updateOther: false, deleteOther: false }],
    ['member_support', { readOther: false, create: false, updateOther: false, deleteOther: false }],
  ] as const)('%s on other users', async (role, expected) => {
    const other = async () =>
      (
        await payload.create({
          collection: 'users',
          data: { email: `other-${++serial}@example.com`, password: PASSWORD },
        })
      ).id as number
    const o = as(role)
    const readId = await other()
    const updateId = await other()
    const deleteId = await other()
    expect({
      readOther: await allowed(() => payload.findByID({ collection: 'users', id: readId, ...o })),
      create: await allowed(() =>
        payload.create({
          collection: 'users',
          ...o,
          data: { email: `made-${++serial}@example.com`, password: PASSWORD },
        }),
      ),
      updateOther: await allowed(() =>
        payload.update({ collection: 'users', id: updateId, ...o, data: { name: 'X' } }),
      ),
      deleteOther: await allowed(() => payload.delete({ collection: 'users', id: deleteId, ...o })),
    }).toEqual(expected)
  })

  it.each(ROLES)('%s reads and updates their own account, and lists only it', async (role) => {
    const o = as(role)
    const self = await payload.findByID({ collection: 'users', id: users[role].id, ...o })
    expect(self.email).toBe(`${role}@example.com`)
    const updated = await payload.update({
      collection: 'users',
      id: users[role].id,
      ...o,
      data: { name: `${role} (renamed)` },
    })
    expect(updated.name).toBe(`${role} (renamed)`)
    const list = await payload.find({ collection: 'users', ...o, limit: 100 })
    if (role === 'administrator') expect(list.totalDocs).toBeGreaterThan(1)
    else expect(list.docs.map((d) => d.id)).toEqual([users[role].id])
  })

  it.each(['editor', 'market_editor', 'member_support'] as const)(
    'a %s cannot give themself roles or locales',
    async (role) => {
      const updated = await payload.update({
        collection: 'users',
        id: users[role].id,
        ...as(role),
        data: { roles: ['administrator'], market_locales: ['en-ww'] },
      })
      const stored = await payload.findByID({ collection: 'users', id: users[role].id })
      expect(stored.roles).toEqual([role])
      expect(stored.market_locales ?? []).toEqual(role === 'market_editor' ? ['fr-fr'] : [])
      expect(updated.roles).toEqual([role])
    },
  )

  it('an administrator gives roles and locales', async () => {
    const doc = await payload.create({
      collection: 'users',
      ...as('administrator'),
      data: {
        email: `market-${++serial}@example.com`,
        password: PASSWORD,
        roles: ['market_editor'],
        market_locales: ['pl-pl'],
      },
    })
    expect(doc.roles).toEqual(['market_editor'])
    expect(doc.market_locales).toEqual(['pl-pl'])
  })

  it('the last administrator keeps the role', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: users.administrator.id,
        ...as('administrator'),
        data: { roles: ['editor'] },
      }),
    ).rejects.toThrow('At least one user must stay an administrator.')
    await expect(
      payload.delete({ collection: 'users', id: users.administrator.id, ...as('administrator') }),
    ).rejects.toThrow('At least one user must stay an administrator.')
  })

  it('new editors follow the password rule (SPEC §5), whoever makes them', async () => {
    for (const password of ['abc', 'alllowercase1!', 'NoDigits!!', 'N0symbols2026']) {
      await expect(
        payload.create({
          collection: 'users',
          ...as('administrator'),
          data: { email: `weak-${++serial}@example.com`, password },
        }),
      ).rejects.toThrow()
    }
    await expect(
      payload.update({
        collection: 'users',
        id: users.editor.id,
        ...as('editor'),
        data: { password: 'short' },
      }),
    ).rejects.toThrow()
  })
})

describe('roles: a market editor writes only their locales', () => {
  it('writes fr-fr and is refused en-ww with a message naming their locales', async () => {
    const id = await tag()
    const o = as('market_editor')
    const fr = await payload.update({
      collection: 'tags',
      id,
      ...o,
      locale: 'fr-fr',
      data: { title: 'Étiquette française' },
    })
    expect(fr.title).toBe('Étiquette française')
    await expect(
      payload.update({ collection: 'tags', id, ...o, locale: 'en-ww', data: { title: 'English' } }),
    ).rejects.toThrow(/only your markets' locales \(fr-fr\); this is en-ww/)
    await expect(
      payload.create({
        collection: 'tags',
        ...o,
        locale: 'en-ww',
        data: { title: 'New', slug: `new-${++serial}`, available: true },
      }),
    ).rejects.toThrow(/this is en-ww/)
    await expect(
      payload.updateGlobal({ slug: 'main-menu', ...o, locale: 'en-ww', data: { items: [] } }),
    ).rejects.toThrow(/this is en-ww/)
    // en-ww is untouched; reading it stays open.
    const en = await payload.findByID({ collection: 'tags', id, ...o, locale: 'en-ww' })
    expect(en.title ?? null).toBeNull()
  })

  it('over REST: 403 and the same message', async () => {
    const id = await tag()
    const patch = (locale: string) =>
      rest('PATCH', `/api/tags/${id}?locale=${locale}`, {
        headers: {
          Authorization: `JWT ${tokens.market_editor}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ title: `Titre ${locale}` }),
      })
    expect((await patch('fr-fr')).status).toBe(200)
    const refused = await patch('en-ww')
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('only your markets')
  })
})

describe("roles: members' personal data", () => {
  it('member support sees the date of birth, whatever the query shape', async () => {
    const o = as('member_support')
    const doc = await payload.findByID({ collection: 'members', id: memberId, ...o })
    expect(doc.date_of_birth).toBe('1988-04-12')
    const selected = await payload.find({
      collection: 'members',
      ...o,
      select: { date_of_birth: true, email: true },
      where: { date_of_birth: { equals: '1988-04-12' } },
      sort: 'date_of_birth',
    })
    expect(selected.docs.map((d) => d.date_of_birth)).toContain('1988-04-12')
  })

  it.each(['editor', 'market_editor'] as const)(
    'a %s gets nothing of a member, whatever the query shape',
    async (role) => {
      const o = as(role)
      const shapes = [
        () => payload.findByID({ collection: 'members', id: memberId, ...o }),
        () => payload.find({ collection: 'members', ...o, select: { date_of_birth: true } }),
        () =>
          payload.find({
            collection: 'members',
            ...o,
            where: { date_of_birth: { equals: '1988-04-12' } },
          }),
        () => payload.find({ collection: 'members', ...o, sort: 'date_of_birth' }),
        () => payload.count({ collection: 'members', ...o, where: { email: { exists: true } } }),
      ]
      for (const shape of shapes) expect(await allowed(shape)).toBe(false)
    },
  )

  it('an editor cannot change a member password', async () => {
    expect(
      await allowed(() =>
        payload.update({
          collection: 'members',
          id: memberId,
          ...as('editor'),
          data: { password: 'Changed#2026' } as never,
        }),
      ),
    ).toBe(false)
  })

  it.each([
    ['administrator', 200],
    ['member_support', 200],
    ['editor', 403],
    ['market_editor', 403],
  ] as const)(
    'over REST, %s on personal records (form submissions, with select, where and sort): %i',
    async (role, status) => {
      for (const query of [
        '',
        '?select[locale]=true',
        '?where[locale][equals]=fr-fr',
        '?sort=locale',
      ]) {
        const answer = await rest('GET', `/api/form-submissions${query}`, {
          headers: { Authorization: `JWT ${tokens[role]}` },
        })
        expect(answer.status).toBe(status)
      }
    },
  )

  it.each([
    ['administrator', 200],
    ['editor', 200],
    ['market_editor', 200],
    ['member_support', 403],
  ] as const)('over REST, %s reads content: %i', async (role, status) => {
    const answer = await rest('GET', '/api/tags?locale=fr-fr&select[title]=true&sort=title', {
      headers: { Authorization: `JWT ${tokens[role]}` },
    })
    expect(answer.status).toBe(status)
  })
})

describe("roles: members' personal data over REST, for everyone who is not staff", () => {
  /** Personal data: administrators and member support only (src/cms/access.ts). */
  const STAFF_ONLY = [
    'event-registrations',
    'visit-bookings',
    'support-chats',
    'orders',
    'video-cards',
    'newsletter-signups',
    'newsletter-consents',
    'form-submissions',
  ] as const
  /** Not served over REST at all: the members API and the admin read them on the server. */
  const NO_REST = ['members', 'bookmarks', 'activities'] as const

  let memberToken = ''
  beforeAll(async () => {
    const { mintSession } = await import('@/account/server/session')
    memberToken = await mintSession(payload, memberId)
  })

  const list = (slug: string, headers: Record<string, string>) =>
    rest('GET', `/api/${slug}/?limit=100&depth=0`, { headers })
  const viewers = () => ({
    visitor: {},
    member: { Authorization: `JWT ${memberToken}` },
    editor: { Authorization: `JWT ${tokens.editor}` },
    market_editor: { Authorization: `JWT ${tokens.market_editor}` },
  })

  it('every collection named here exists', () => {
    for (const slug of [...STAFF_ONLY, ...NO_REST])
      expect(payload.collections[slug as CollectionSlug], slug).toBeDefined()
  })

  it.each(STAFF_ONLY)(
    '%s: refused to visitors, members, editors and market editors; listed for staff',
    async (slug) => {
      for (const [who, headers] of Object.entries(viewers())) {
        expect((await list(slug, headers)).status, `${slug} as ${who}`).toBe(403)
      }
      for (const role of ['administrator', 'member_support'] as const) {
        const answer = await list(slug, { Authorization: `JWT ${tokens[role]}` })
        expect(answer.status, `${slug} as ${role}`).toBe(200)
      }
    },
  )

  it('the site options (their interface text overrides too) are not read by a visitor or a member, whatever the shape', async () => {
    for (const who of ['visitor', 'member'] as const) {
      for (const query of ['', '?depth=2', '?select[localized_strings]=true', '?locale=all']) {
        const answer = await rest('GET', `/api/globals/site-options/${query}`, {
          headers: viewers()[who],
        })
        expect(answer.status, `${who} ${query}`).toBe(403)
        expect(answer.text).not.toContain('localized_strings')
      }
    }
    const editor = await rest('GET', '/api/globals/site-options/?locale=fr-fr', {
      headers: { Authorization: `JWT ${tokens.editor}` },
    })
    expect(editor.status).toBe(200)
  })

  it.each(NO_REST)('%s: no REST route for anyone, the member included', async (slug) => {
    const everyone = {
      ...viewers(),
      administrator: { Authorization: `JWT ${tokens.administrator}` },
      member_support: { Authorization: `JWT ${tokens.member_support}` },
    }
    for (const [who, headers] of Object.entries(everyone)) {
      const answer = await list(slug, headers)
      expect(answer.status, `${slug} as ${who}`).toBe(404)
      expect(answer.text).not.toContain('@example.com')
    }
  })
})

describe('interface text overrides name keys of the catalogue (issue 17 item 11)', () => {
  const save = (rows: Array<{ key: string; value: string }>) =>
    payload.updateGlobal({
      slug: 'site-options',
      locale: 'fr-fr',
      data: { localized_strings: rows } as never,
      ...as('editor'),
    })
  const message = (error: unknown) =>
    JSON.stringify((error as { data?: unknown }).data ?? (error as Error).message)

  it('refuses an unknown key, naming it, and stores nothing', async () => {
    const refused = await save([{ key: 'exclusive.signin', value: 'Connexion' }]).catch((e) => e)
    expect(refused).toBeInstanceOf(Error)
    expect(message(refused)).toContain('exclusive.signin')
    const stored = await payload.findGlobal({ slug: 'site-options', locale: 'fr-fr' })
    expect(stored.localized_strings ?? []).toEqual([])
  })

  it('refuses a key given twice in one locale', async () => {
    const refused = await save([
      { key: 'exclusive.signIn', value: 'Connexion' },
      { key: 'exclusive.signIn', value: 'Se connecter' },
    ]).catch((e) => e)
    expect(refused).toBeInstanceOf(Error)
    expect(message(refused)).toContain('more than once')
  })

  it('keeps a known key (a pasted space trimmed), and the site reads the text in that locale only', async () => {
    const { translator } = await import('@/i18n/strings')
    await save([{ key: ' exclusive.signIn ', value: 'Connexion membre' }])
    const fr = await payload.findGlobal({ slug: 'site-options', locale: 'fr-fr' })
    expect(fr.localized_strings?.map((r) => r.key)).toEqual(['exclusive.signIn'])
    expect(translator('fr-fr', fr.localized_strings ?? [])('exclusive.signIn')).toBe(
      'Connexion membre',
    )
    const en = await payload.findGlobal({ slug: 'site-options', locale: 'en-ww' })
    expect(translator('en-ww', en.localized_strings ?? [])('exclusive.signIn')).toBe('Sign in')
  })
})

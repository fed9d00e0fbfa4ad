import { describe, expect, it } from 'vitest'
import { carrySqliteData, keepIndexesOnce, openSqlite } from './sqlite-carry'

/** A database in the layout before issue 17 item 8 (the tables' relevant columns). */
async function oldLayout(withEnWwRow: boolean) {
  const client = openSqlite(':memory:')
  await client.batch([
    'CREATE TABLE media (id integer PRIMARY KEY)',
    'INSERT INTO media (id) VALUES (7), (8)',
    `CREATE TABLE site_options (id integer PRIMARY KEY, crest_image_id integer REFERENCES media(id),
      age_gate_background_id integer REFERENCES media(id))`,
    'INSERT INTO site_options (id, crest_image_id, age_gate_background_id) VALUES (1, 7, 8)',
    `CREATE TABLE site_options_locales (site_name text DEFAULT 'Maison Solaine' NOT NULL,
      footer_text text, id integer PRIMARY KEY, _locale text NOT NULL, _parent_id integer NOT NULL)`,
    "INSERT INTO site_options_locales (footer_text, _locale, _parent_id) VALUES ('Bas de page', 'fr-fr', 1)",
    ...(withEnWwRow
      ? [
          "INSERT INTO site_options_locales (footer_text, _locale, _parent_id) VALUES ('Footer', 'en-ww', 1)",
        ]
      : []),
    `CREATE TABLE site_options_social_links (_order integer NOT NULL, _parent_id integer NOT NULL,
      id text PRIMARY KEY NOT NULL, title text NOT NULL)`,
    "INSERT INTO site_options_social_links VALUES (1, 1, 'a', 'Instagram'), (2, 1, 'b', 'YouTube')",
  ])
  return client
}

describe('carrying SQLite data before a schema push', () => {
  it('keeps documents stored before drafts published (issue 17 item 1)', async () => {
    const client = openSqlite(':memory:')
    await client.batch([
      'CREATE TABLE pages (id integer PRIMARY KEY)',
      'INSERT INTO pages (id) VALUES (1), (2)',
    ])
    expect(await carrySqliteData(client, 'en-ww')).toEqual(['pages published'])
    const rows = await client.execute('SELECT id, _status FROM pages ORDER BY id')
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([
      { id: 1, _status: 'published' },
      { id: 2, _status: 'published' },
    ])
    // A row made later by the push's default is a draft; a second start changes nothing.
    await client.execute('INSERT INTO pages (id) VALUES (3)')
    expect(await carrySqliteData(client, 'en-ww')).toEqual([])
    const added = await client.execute('SELECT _status FROM pages WHERE id = 3')
    expect(added.rows[0]?._status).toBe('draft')
  })

  it('moves the crest and age gate background to en-ww and marks the social links en-ww', async () => {
    const client = await oldLayout(true)
    expect(await carrySqliteData(client, 'en-ww')).toEqual([
      'site options images',
      'site options social links',
      // Stored before drafts (issue 17 item 1): published.
      'site_options published',
    ])
    const rows = await client.execute(
      'SELECT _locale, footer_text, crest_image_id, age_gate_background_id FROM site_options_locales ORDER BY _locale',
    )
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([
      { _locale: 'en-ww', footer_text: 'Footer', crest_image_id: 7, age_gate_background_id: 8 },
      {
        _locale: 'fr-fr',
        footer_text: 'Bas de page',
        crest_image_id: null,
        age_gate_background_id: null,
      },
    ])
    // Emptied, so the push drops the old columns without losing anything.
    const old = await client.execute(
      'SELECT crest_image_id, age_gate_background_id FROM site_options',
    )
    expect({ ...old.rows[0] }).toEqual({ crest_image_id: null, age_gate_background_id: null })
    const links = await client.execute(
      'SELECT title, _locale FROM site_options_social_links ORDER BY _order',
    )
    expect(links.rows.map((r) => ({ ...r }))).toEqual([
      { title: 'Instagram', _locale: 'en-ww' },
      { title: 'YouTube', _locale: 'en-ww' },
    ])
    // Done once: a second start changes nothing.
    expect(await carrySqliteData(client, 'en-ww')).toEqual([])
    const again = await client.execute(
      "SELECT crest_image_id FROM site_options_locales WHERE _locale = 'en-ww'",
    )
    expect(again.rows[0]?.crest_image_id).toBe(7)
    client.close()
  })

  it('makes the en-ww row when the global had none', async () => {
    const client = await oldLayout(false)
    await carrySqliteData(client, 'en-ww')
    const row = await client.execute(
      "SELECT site_name, crest_image_id FROM site_options_locales WHERE _locale = 'en-ww'",
    )
    expect({ ...row.rows[0] }).toEqual({ site_name: 'Maison Solaine', crest_image_id: 7 })
    client.close()
  })

  it('does nothing on a new database', async () => {
    const client = openSqlite(':memory:')
    expect(await carrySqliteData(client, 'en-ww')).toEqual([])
    client.close()
  })
})

describe('carrying recipe rows to per-locale rows (issue 17 item 4)', () => {
  it('copies each shared row to each locale with text, once', async () => {
    const client = openSqlite(':memory:')
    await client.batch([
      `CREATE TABLE food_recipes_steps (_order integer NOT NULL, _parent_id integer NOT NULL,
        id text PRIMARY KEY NOT NULL, image_id integer)`,
      `CREATE TABLE food_recipes_steps_locales (title text NOT NULL, description text,
        id integer PRIMARY KEY NOT NULL, _locale text NOT NULL, _parent_id text NOT NULL)`,
      "INSERT INTO food_recipes_steps VALUES (1, 5, 'a', 7), (2, 5, 'b', NULL), (3, 5, 'c', 8)",
      `INSERT INTO food_recipes_steps_locales (title, description, _locale, _parent_id) VALUES
        ('Sear', 'Hot pan', 'en-ww', 'a'), ('Saisir', NULL, 'fr-fr', 'a'), ('Glaze', NULL, 'en-ww', 'b')`,
    ])
    expect(await carrySqliteData(client, 'en-ww')).toEqual(['food_recipes_steps'])
    const read = async () =>
      (
        await client.execute(
          'SELECT _order, _parent_id, _locale, image_id, title, description FROM food_recipes_steps ORDER BY _locale, _order',
        )
      ).rows.map((r) => ({ ...r }))
    const carried = [
      {
        _order: 1,
        _parent_id: 5,
        _locale: 'en-ww',
        image_id: 7,
        title: 'Sear',
        description: 'Hot pan',
      },
      {
        _order: 2,
        _parent_id: 5,
        _locale: 'en-ww',
        image_id: null,
        title: 'Glaze',
        description: null,
      },
      // No text in any locale: kept as en-ww's, its required title empty.
      { _order: 3, _parent_id: 5, _locale: 'en-ww', image_id: 8, title: '', description: null },
      {
        _order: 1,
        _parent_id: 5,
        _locale: 'fr-fr',
        image_id: 7,
        title: 'Saisir',
        description: null,
      },
    ]
    expect(await read()).toEqual(carried)
    const left = await client.execute('SELECT count(*) AS n FROM food_recipes_steps_locales')
    expect(left.rows[0]?.n).toBe(0)
    expect(await carrySqliteData(client, 'en-ww')).toEqual([])
    expect(await read()).toEqual(carried)
    client.close()
  })
})

describe('carrying menu entry URLs to links (issue 17 item 7)', () => {
  it('keeps every stored URL as an external link, once', async () => {
    const client = openSqlite(':memory:')
    await client.batch([
      `CREATE TABLE main_menu_items (_order integer NOT NULL, _parent_id integer NOT NULL,
        _locale text NOT NULL, id text PRIMARY KEY NOT NULL, title text NOT NULL, url text NOT NULL)`,
      `INSERT INTO main_menu_items VALUES (1, 1, 'en-ww', 'a', 'Cocktails', '/cocktails/'),
        (1, 1, 'fr-fr', 'b', 'Boutique', 'https://shop.example.com/')`,
    ])
    expect(await carrySqliteData(client, 'en-ww')).toEqual(['main menu links'])
    const rows = await client.execute('SELECT * FROM main_menu_items ORDER BY id')
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([
      {
        _order: 1,
        _parent_id: 1,
        _locale: 'en-ww',
        id: 'a',
        title: 'Cocktails',
        link_type: 'external',
        link_url: '/cocktails/',
      },
      {
        _order: 1,
        _parent_id: 1,
        _locale: 'fr-fr',
        id: 'b',
        title: 'Boutique',
        link_type: 'external',
        link_url: 'https://shop.example.com/',
      },
    ])
    expect(await carrySqliteData(client, 'en-ww')).toEqual([])
    client.close()
  })
})

describe('keepIndexesOnce', () => {
  it('drops repeated CREATE INDEX statements only, in place', () => {
    const statements = [
      'CREATE TABLE `__new_x` (`id` integer);',
      'CREATE INDEX `x_a_idx` ON `x` (`a`);',
      'CREATE INDEX `x_a_idx` ON `x` (`a`);',
      'CREATE UNIQUE INDEX `x_b_idx` ON `x` (`b`);',
      'PRAGMA foreign_keys=ON;',
      'PRAGMA foreign_keys=ON;',
    ]
    const same = statements
    keepIndexesOnce(statements)
    expect(same).toEqual([
      'CREATE TABLE `__new_x` (`id` integer);',
      'CREATE INDEX `x_a_idx` ON `x` (`a`);',
      'CREATE UNIQUE INDEX `x_b_idx` ON `x` (`b`);',
      'PRAGMA foreign_keys=ON;',
      'PRAGMA foreign_keys=ON;',
    ])
  })
})

import { drizzle } from 'drizzle-orm/libsql'
import type { DatabaseAdapterObj } from 'payload'

/** The libSQL client (the SQLite adapter's driver), reached through drizzle-orm, a dependency. */
type Client = ReturnType<typeof drizzle>['$client']

export function openSqlite(url: string): Client {
  return drizzle({ connection: { url } }).$client
}

/**
 * SQLite follows the schema by push (no migrations, docs/decisions.md), and a push drops what it
 * does not know. Before it runs, this carries the data whose place changed so the push only
 * reshapes tables and loses nothing. Each step is a no-op once done (or on a new database).
 *
 * Issue 17 item 8: the crest image, the social links and the age gate background became per
 * locale; the values stored for every locale become the default locale's (en-ww), as the
 * PostgreSQL migration 20261126_211318_site_options_per_locale does.
 *
 * Issue 17 item 4: ingredient and step rows became per locale (carryRowsPerLocale below).
 *
 * Issue 17 item 7: a menu entry's `url` text became a link (type, document, external URL): the
 * stored value is kept as an external link (a path below the locale still works), as the
 * PostgreSQL migration 20261127_menu_links does before it links paths to their documents.
 *
 * Issue 17 item 1: documents stored before drafts existed stay published (VERSIONED_TABLES).
 */
export async function carrySqliteData(client: Client, defaultLocale: string): Promise<string[]> {
  const columns = async (table: string) =>
    (await client.execute(`PRAGMA table_info("${table}")`)).rows.map((row) => String(row.name))
  const carried: string[] = []
  const options = await columns('site_options')
  const images = ['crest_image_id', 'age_gate_background_id'].filter((c) => options.includes(c))
  const locales = await columns('site_options_locales')
  const any = images.map((c) => `"${c}" IS NOT NULL`).join(' OR ')
  const stored = async () =>
    Number(
      (await client.execute(`SELECT count(*) AS n FROM "site_options" WHERE ${any}`)).rows[0]?.n ??
        0,
    )
  const pending =
    images.length > 0 &&
    locales.length > 0 &&
    (images.some((c) => !locales.includes(c)) || (await stored()) > 0)
  if (pending) {
    const steps = images
      .filter((c) => !locales.includes(c))
      .map(
        (c) =>
          `ALTER TABLE "site_options_locales" ADD COLUMN "${c}" integer REFERENCES "media"("id") ON DELETE set null`,
      )
    // The en-ww row, made if missing (its site_name has a database default), takes the values;
    // the old columns are emptied, so the push drops them with no data in them.
    steps.push(
      `INSERT INTO "site_options_locales" ("_locale", "_parent_id")
       SELECT '${defaultLocale}', s."id" FROM "site_options" AS s
       WHERE (${any}) AND NOT EXISTS (SELECT 1 FROM "site_options_locales" AS l
         WHERE l."_parent_id" = s."id" AND l."_locale" = '${defaultLocale}')`,
      ...images.map(
        (c) => `UPDATE "site_options_locales" SET "${c}" = (SELECT s."${c}" FROM "site_options" AS s
          WHERE s."id" = "site_options_locales"."_parent_id")
          WHERE "_locale" = '${defaultLocale}' AND "_parent_id" IN (SELECT "id" FROM "site_options" WHERE "${c}" IS NOT NULL)`,
      ),
      `UPDATE "site_options" SET ${images.map((c) => `"${c}" = NULL`).join(', ')}`,
    )
    await client.batch(steps, 'write')
    carried.push('site options images')
  }
  const links = await columns('site_options_social_links')
  if (links.length > 0 && !links.includes('_locale')) {
    // A default keeps the rows (a NOT NULL column without one makes the push empty the table).
    await client.execute(
      `ALTER TABLE "site_options_social_links" ADD COLUMN "_locale" text NOT NULL DEFAULT '${defaultLocale}'`,
    )
    carried.push('site options social links')
  }
  for (const table of ROWS_PER_LOCALE) {
    if (await carryRowsPerLocale(client, columns, table, defaultLocale)) carried.push(table.table)
  }
  const menu = await columns('main_menu_items')
  if (menu.includes('url') && !menu.includes('link_type')) {
    // The old column is dropped here, once copied: the push would drop it with its data.
    await client.batch(
      [
        `ALTER TABLE "main_menu_items" ADD COLUMN "link_type" text NOT NULL DEFAULT 'internal'`,
        `ALTER TABLE "main_menu_items" ADD COLUMN "link_url" text`,
        `UPDATE "main_menu_items" SET "link_type" = 'external', "link_url" = "url"`,
        `ALTER TABLE "main_menu_items" DROP COLUMN "url"`,
      ],
      'write',
    )
    carried.push('main menu links')
  }
  for (const [table, column, typeColumn] of LINK_TABLES) {
    const current = await columns(table)
    if (!current.includes(column) || current.includes('link_type')) continue
    // As for the entries above: the old text becomes an external link, then its column goes.
    await client.batch(
      [
        `ALTER TABLE "${table}" ADD COLUMN "link_type" ${typeColumn}`,
        `ALTER TABLE "${table}" ADD COLUMN "link_url" text`,
        `UPDATE "${table}" SET "link_type" = 'external', "link_url" = "${column}"`,
        `ALTER TABLE "${table}" DROP COLUMN "${column}"`,
      ],
      'write',
    )
    carried.push(table)
  }
  for (const table of VERSIONED_TABLES) {
    const current = await columns(table)
    if (current.length === 0 || current.includes('_status')) continue
    // The column as the push makes it, then every existing row published: the demo stays
    // online after the upgrade. Their first versions are made at start-up (version-backfill.ts).
    await client.batch(
      [
        `ALTER TABLE "${table}" ADD COLUMN "_status" text DEFAULT 'draft'`,
        `UPDATE "${table}" SET "_status" = 'published'`,
      ],
      'write',
    )
    carried.push(`${table} published`)
  }
  return carried
}

/**
 * Issue 17 item 1: the main tables of the collections and globals with drafts (src/cms/versions.ts;
 * outlets have none), which gain a `_status`, as the PostgreSQL migration
 * 20261127_155919_drafts_versions does.
 */
const VERSIONED_TABLES = [
  'pages',
  'products',
  'events',
  'visits',
  'collectibles',
  'cocktails',
  'food_recipes',
  'tags',
  'categories',
  'articles',
  'news',
  'videos',
  'shows',
  'playlists',
  'podcasts',
  'journeys',
  'timeline',
  'sessions',
  'episodes',
  'quizzcognacprofile',
  'quizzjourneys',
  'quiz',
  'site_options',
  'main_menu',
]

/**
 * Issue 17 item 7, continued: the other text links that became links (a page's menu override,
 * the main menu's panel links and cards), with their old text column. As the PostgreSQL
 * migrations 20261127_123013_menu_override_links and 20261127_123039_menu_panel_links do before
 * they link paths to their documents.
 */
const LINK_TABLES: [table: string, column: string, typeColumn: string][] = [
  ['pages_settings_menu_override', 'url', `text NOT NULL DEFAULT 'internal'`],
  ['menu_sublinks_news', 'link', `text DEFAULT 'internal'`],
  ['menu_sublinks_collection', 'link', `text DEFAULT 'internal'`],
  ['menu_cards_pushs', 'link', `text DEFAULT 'internal'`],
  ['menu_journey_cards', 'link', `text DEFAULT 'internal'`],
]

interface RowTable {
  table: string
  shared: string[]
  texts: string[]
  /** Text columns that are NOT NULL in the new table. */
  required: string[]
}

/** The arrays whose rows became per locale, with their shared and (formerly localized) text columns. */
const ROWS_PER_LOCALE: RowTable[] = [
  {
    table: 'cocktails_recipe_ingredients',
    shared: ['quantity'],
    texts: ['unit', 'name'],
    required: [],
  },
  {
    table: 'cocktails_recipe_instructions',
    shared: ['image_id', 'video_url'],
    texts: ['title', 'description'],
    required: [],
  },
  {
    table: 'food_recipes_ingredients',
    shared: ['quantity'],
    texts: ['unit', 'name'],
    required: ['name'],
  },
  {
    table: 'food_recipes_steps',
    shared: ['image_id'],
    texts: ['title', 'description'],
    required: ['title'],
  },
]

/**
 * Each shared row becomes one row per locale that had text for it (its shared values copied into
 * each), as the PostgreSQL migration 20261127_005658_recipe_rows_per_locale does; a row with no
 * text in any locale stays, as the default locale's. The `_locales` table is emptied so the push
 * drops it with nothing in it. Done once: afterwards the table has its `_locale` column.
 */
async function carryRowsPerLocale(
  client: Client,
  columns: (table: string) => Promise<string[]>,
  { table, shared, texts, required }: RowTable,
  defaultLocale: string,
): Promise<boolean> {
  const locales = `${table}_locales`
  const current = await columns(table)
  if (current.length === 0 || current.includes('_locale')) return false
  if ((await columns(locales)).length === 0) return false
  const list = (names: string[], prefix = '') => names.map((n) => `${prefix}"${n}"`).join(', ')
  const hasText = texts.map((t) => `l."${t}" IS NOT NULL`).join(' OR ')
  await client.batch(
    [
      // Defaults keep the rows (a NOT NULL column without one makes the push empty the table).
      `ALTER TABLE "${table}" ADD COLUMN "_locale" text NOT NULL DEFAULT '${defaultLocale}'`,
      ...texts.map(
        (t) =>
          `ALTER TABLE "${table}" ADD COLUMN "${t}" text${required.includes(t) ? " NOT NULL DEFAULT ''" : ''}`,
      ),
      `INSERT INTO "${table}" ("_order", "_parent_id", "id", ${list(shared)}, "_locale", ${list(texts)})
       SELECT t."_order", t."_parent_id", lower(hex(randomblob(12))), ${list(shared, 't.')},
         l."_locale", ${list(texts, 'l.')}
       FROM "${table}" AS t JOIN "${locales}" AS l ON l."_parent_id" = t."id"
       WHERE ${hasText}`,
      // The shared rows just copied (only they are named by the _locales table).
      `DELETE FROM "${table}" WHERE "id" IN (SELECT l."_parent_id" FROM "${locales}" AS l WHERE ${hasText})`,
      `DELETE FROM "${locales}"`,
    ],
    'write',
  )
  return true
}

type DrizzleKit = {
  pushSchema: (...args: unknown[]) => Promise<{ statementsToExecute: string[] }>
}

/**
 * drizzle-kit's SQLite push rebuilds a table once however many of its columns change, but
 * creates its indexes again for each change: the second CREATE INDEX fails ("already exists")
 * and the push stops half done. Each statement is kept once (in place: the push's apply runs
 * this very list). Only exact repeats of a CREATE INDEX go, which can never succeed twice.
 */
export function keepIndexesOnce(statements: string[]): void {
  const seen = new Set<string>()
  const once = statements.filter((statement) => {
    if (!/^\s*CREATE (UNIQUE )?INDEX/i.test(statement)) return true
    if (seen.has(statement)) return false
    seen.add(statement)
    return true
  })
  statements.splice(0, statements.length, ...once)
}

/** The SQLite adapter, carrying data (above) before it connects and pushes the schema. */
export function withSqliteCarry(
  adapter: DatabaseAdapterObj,
  url: string,
  defaultLocale: string,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as ReturnType<DatabaseAdapterObj['init']> & {
        requireDrizzleKit?: () => DrizzleKit
      }
      const requireKit = db.requireDrizzleKit
      if (requireKit) {
        db.requireDrizzleKit = () => {
          const kit = requireKit.call(db)
          return {
            ...kit,
            pushSchema: async (...pushArgs: unknown[]) => {
              const pushed = await kit.pushSchema(...pushArgs)
              keepIndexesOnce(pushed.statementsToExecute)
              return pushed
            },
          }
        }
      }
      const connect = db.connect
      if (connect) {
        db.connect = async (options) => {
          const client = openSqlite(url)
          try {
            await client.execute('PRAGMA busy_timeout = 10000')
            const carried = await carrySqliteData(client, defaultLocale)
            if (carried.length > 0) {
              args.payload.logger.info(
                `[db-sqlite] Carried to the new schema: ${carried.join(', ')}`,
              )
            }
          } finally {
            client.close()
          }
          return connect.call(db, options)
        }
      }
      return db
    },
  }
}

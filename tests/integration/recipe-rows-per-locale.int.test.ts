/**
 * Issue 17 item 4: ingredient and step rows are per locale. Deleting or adding a row in one
 * locale leaves the other locales' rows alone, and a locale may have fewer rows than another.
 * Also: stored shared rows are carried to every locale that had text for them, by the
 * PostgreSQL migration and, on SQLite, before the schema push (src/cms/sqlite-carry.ts).
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from '@/cms/sqlite-carry'
import type { LocaleCode } from '@/i18n/locales'
import { testDatabase } from './databases'
import { type Harness, startPayload } from './payload-harness'

let h: Harness
let cover: number
const ctx = { disableRevalidate: true }

const rows = (names: string[]) => names.map((name, i) => ({ quantity: String(i + 1), name }))
const steps = (titles: string[]) => titles.map((title) => ({ title }))

async function readCocktail(id: number, locale: LocaleCode) {
  const doc = await h.payload.findByID({
    collection: 'cocktails',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
  })
  return {
    ingredients: (doc.recipe?.ingredients ?? []).map((r) => `${r.quantity ?? ''} ${r.name}`),
    steps: (doc.recipe?.instructions ?? []).map((s) => s.title),
  }
}

async function readFood(id: number, locale: LocaleCode) {
  const doc = await h.payload.findByID({
    collection: 'food-recipes',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
  })
  return {
    ingredients: (doc.ingredients ?? []).map(
      (r) => `${r.quantity ?? ''} ${r.unit ?? ''} ${r.name}`,
    ),
    steps: (doc.steps ?? []).map((s) => `${s.title}|${s.image ?? ''}`),
  }
}

async function newCocktail(slug: string) {
  const doc = await h.payload.create({
    collection: 'cocktails',
    locale: 'en-ww',
    context: ctx,
    data: {
      title: 'Sidecar',
      slug,
      available: true,
      date: '2026-11-27T00:00:00.000Z',
      cover,
      recipe: {
        ingredients: rows(['cognac', 'orange liqueur', 'lemon juice']),
        instructions: steps(['Shake', 'Strain']),
      },
    },
  })
  await h.payload.update({
    collection: 'cocktails',
    id: doc.id,
    locale: 'fr-fr',
    context: ctx,
    data: {
      title: 'Sidecar',
      slug,
      available: true,
      recipe: {
        ingredients: rows(['cognac', 'liqueur d’orange', 'jus de citron']),
        instructions: steps(['Frapper', 'Filtrer']),
      },
    },
  })
  return doc.id
}

async function newFoodRecipe(slug: string) {
  const doc = await h.payload.create({
    collection: 'food-recipes',
    locale: 'en-ww',
    context: ctx,
    data: {
      title: 'Duck',
      slug,
      available: true,
      date: '2026-11-27T00:00:00.000Z',
      cover,
      ingredients: [{ quantity: '2', unit: 'tbsp', name: 'honey' }],
      steps: [{ title: 'Sear', image: cover }, { title: 'Glaze' }],
    },
  })
  return doc.id
}

beforeAll(async () => {
  h = await startPayload()
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()
  const media = await h.payload.create({
    collection: 'media',
    data: { alt: 'cover' },
    file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
  })
  cover = media.id
})
afterAll(async () => {
  await h?.close()
})

describe('ingredient and step rows per locale (issue 17 item 4)', () => {
  it('deleting a row in en-ww leaves fr-fr’s rows untouched', async () => {
    const id = await newCocktail('sidecar-delete')
    await h.payload.update({
      collection: 'cocktails',
      id,
      locale: 'en-ww',
      context: ctx,
      data: {
        recipe: {
          ingredients: rows(['cognac', 'lemon juice']),
          instructions: steps(['Shake and strain']),
        },
      },
    })
    expect(await readCocktail(id, 'en-ww')).toEqual({
      ingredients: ['1 cognac', '2 lemon juice'],
      steps: ['Shake and strain'],
    })
    expect(await readCocktail(id, 'fr-fr')).toEqual({
      ingredients: ['1 cognac', '2 liqueur d’orange', '3 jus de citron'],
      steps: ['Frapper', 'Filtrer'],
    })
  })

  it('adding a row in en-ww neither changes nor blocks another locale', async () => {
    const id = await newCocktail('sidecar-add')
    await h.payload.update({
      collection: 'cocktails',
      id,
      locale: 'en-ww',
      context: ctx,
      data: {
        recipe: {
          ingredients: [...rows(['cognac', 'orange liqueur', 'lemon juice']), { name: 'sugar' }],
          instructions: steps(['Shake', 'Strain', 'Garnish']),
        },
      },
    })
    // A save of fr-fr that names no row, then one that rewrites its rows: both go through.
    await h.payload.update({
      collection: 'cocktails',
      id,
      locale: 'fr-fr',
      context: ctx,
      data: { description: 'Un classique.' },
    })
    await h.payload.update({
      collection: 'cocktails',
      id,
      locale: 'fr-fr',
      context: ctx,
      data: {
        recipe: { ingredients: rows(['cognac', 'citron']), instructions: steps(['Frapper']) },
      },
    })
    expect(await readCocktail(id, 'fr-fr')).toEqual({
      ingredients: ['1 cognac', '2 citron'],
      steps: ['Frapper'],
    })
    expect(await readCocktail(id, 'en-ww')).toEqual({
      ingredients: ['1 cognac', '2 orange liqueur', '3 lemon juice', ' sugar'],
      steps: ['Shake', 'Strain', 'Garnish'],
    })
  })

  it('a locale saves with fewer rows than another (food recipe ingredients and steps)', async () => {
    const id = await newFoodRecipe('duck-fewer')
    await h.payload.update({
      collection: 'food-recipes',
      id,
      locale: 'pl-pl',
      context: ctx,
      data: {
        title: 'Kaczka',
        slug: 'kaczka',
        available: true,
        ingredients: [],
        steps: [{ title: 'Obsmażyć' }],
      },
    })
    await h.payload.update({
      collection: 'food-recipes',
      id,
      locale: 'fr-fr',
      context: ctx,
      data: {
        title: 'Canard',
        slug: 'canard',
        available: true,
        ingredients: [
          { quantity: '2', unit: 'c. à soupe', name: 'de miel' },
          { quantity: '1', name: 'orange' },
        ],
        steps: [{ title: 'Saisir', image: cover }, { title: 'Laquer' }, { title: 'Servir' }],
      },
    })
    expect(await readFood(id, 'pl-pl')).toEqual({ ingredients: [], steps: ['Obsmażyć|'] })
    expect(await readFood(id, 'fr-fr')).toEqual({
      ingredients: ['2 c. à soupe de miel', '1  orange'],
      steps: [`Saisir|${cover}`, 'Laquer|', 'Servir|'],
    })
    expect(await readFood(id, 'en-ww')).toEqual({
      ingredients: ['2 tbsp honey'],
      steps: [`Sear|${cover}`, 'Glaze|'],
    })
  })

  // SQLite has no migrations (its schema is pushed): the test exists on PostgreSQL only.
  const onPostgres = testDatabase() === 'postgres' ? it : () => undefined
  onPostgres('the PostgreSQL migration carries the rows down and up again', async () => {
    const id = await newCocktail('sidecar-migration')
    const migration = await import('@/migrations/20261127_005658_recipe_rows_per_locale')
    const args = {
      db: h.payload.db.drizzle,
      payload: h.payload,
      req: {},
    } as unknown as Parameters<typeof migration.up>[0]
    const count = async (sql: string) => {
      const result = await h.payload.db.drizzle.execute(sql)
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
    }
    const rowsOf = `SELECT count(*) AS n FROM "cocktails_recipe_ingredients" WHERE "_parent_id" = ${id}`
    expect(await count(rowsOf)).toBe(6)
    await migration.down(args)
    // Shared rows again: one per position, each with its texts in en-ww and fr-fr.
    expect(await count(rowsOf)).toBe(3)
    expect(
      await count(`SELECT count(*) AS n FROM "cocktails_recipe_ingredients_locales" AS l
        JOIN "cocktails_recipe_ingredients" AS t ON t."id" = l."_parent_id" WHERE t."_parent_id" = ${id}`),
    ).toBe(6)
    await migration.up(args)
    expect(await count(rowsOf)).toBe(6)
    expect(await readCocktail(id, 'en-ww')).toEqual({
      ingredients: ['1 cognac', '2 orange liqueur', '3 lemon juice'],
      steps: ['Shake', 'Strain'],
    })
    expect(await readCocktail(id, 'fr-fr')).toEqual({
      ingredients: ['1 cognac', '2 liqueur d’orange', '3 jus de citron'],
      steps: ['Frapper', 'Filtrer'],
    })
  })

  // The SQLite counterpart: an old-shaped table is carried before the schema push.
  const onSqlite = testDatabase() === 'sqlite' ? it : () => undefined
  onSqlite(
    'an old-shaped SQLite database keeps every row for every locale after the push',
    async () => {
      const cocktail = await newCocktail('sidecar-old-shape')
      const food = await newFoodRecipe('duck-old-shape')
      const client = openSqlite(process.env.DATABASE_URL as string)
      // The two tables as they were before this change, holding shared rows: a row with text in
      // en-ww and fr-fr, a row with en-ww text only, and a row with no text at all.
      await client.batch(
        [
          'DROP TABLE cocktails_recipe_ingredients',
          `CREATE TABLE cocktails_recipe_ingredients (_order integer NOT NULL,
          _parent_id integer NOT NULL, id text PRIMARY KEY NOT NULL, quantity text,
          FOREIGN KEY (_parent_id) REFERENCES cocktails(id) ON UPDATE no action ON DELETE cascade)`,
          `CREATE TABLE cocktails_recipe_ingredients_locales (unit text, name text,
          id integer PRIMARY KEY NOT NULL, _locale text NOT NULL, _parent_id text NOT NULL,
          FOREIGN KEY (_parent_id) REFERENCES cocktails_recipe_ingredients(id) ON UPDATE no action ON DELETE cascade)`,
          `INSERT INTO cocktails_recipe_ingredients VALUES (1, ${cocktail}, 'a', '2'),
          (2, ${cocktail}, 'b', '1/2'), (3, ${cocktail}, 'c', 'a dash')`,
          `INSERT INTO cocktails_recipe_ingredients_locales (unit, name, _locale, _parent_id) VALUES
          ('cl', 'cognac', 'en-ww', 'a'), ('cl', 'de cognac', 'fr-fr', 'a'),
          (NULL, 'lemon', 'en-ww', 'b'), (NULL, NULL, 'fr-fr', 'b')`,
          'DROP TABLE food_recipes_steps',
          `CREATE TABLE food_recipes_steps (_order integer NOT NULL, _parent_id integer NOT NULL,
          id text PRIMARY KEY NOT NULL, image_id integer,
          FOREIGN KEY (image_id) REFERENCES media(id) ON UPDATE no action ON DELETE set null,
          FOREIGN KEY (_parent_id) REFERENCES food_recipes(id) ON UPDATE no action ON DELETE cascade)`,
          `CREATE TABLE food_recipes_steps_locales (title text NOT NULL, description text,
          id integer PRIMARY KEY NOT NULL, _locale text NOT NULL, _parent_id text NOT NULL,
          FOREIGN KEY (_parent_id) REFERENCES food_recipes_steps(id) ON UPDATE no action ON DELETE cascade)`,
          `INSERT INTO food_recipes_steps VALUES (1, ${food}, 's1', ${cover}), (2, ${food}, 's2', NULL)`,
          `INSERT INTO food_recipes_steps_locales (title, description, _locale, _parent_id) VALUES
          ('Sear', 'Hot pan', 'en-ww', 's1'), ('Saisir', NULL, 'fr-fr', 's1'),
          ('Obsmażyć', NULL, 'pl-pl', 's1'), ('Glaze', NULL, 'en-ww', 's2')`,
        ],
        'write',
      )
      client.close()
      // A restart: the adapter's connect carries the data, then pushes the schema.
      const force = process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
      process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
      try {
        await h.payload.db.connect?.()
      } finally {
        if (force === undefined) delete process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
        else process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = force
      }
      const ingredients = async (locale: LocaleCode) => {
        const doc = await h.payload.findByID({
          collection: 'cocktails',
          id: cocktail,
          locale,
          fallbackLocale: false,
          depth: 0,
        })
        return (doc.recipe?.ingredients ?? []).map((r) => [
          r.quantity,
          r.unit ?? null,
          r.name ?? null,
        ])
      }
      expect(await ingredients('en-ww')).toEqual([
        ['2', 'cl', 'cognac'],
        ['1/2', null, 'lemon'],
        // No text in any locale: kept, as en-ww's.
        ['a dash', null, null],
      ])
      expect(await ingredients('fr-fr')).toEqual([['2', 'cl', 'de cognac']])
      expect(await ingredients('es-mx')).toEqual([])
      expect((await readFood(food, 'en-ww')).steps).toEqual([`Sear|${cover}`, 'Glaze|'])
      expect((await readFood(food, 'fr-fr')).steps).toEqual([`Saisir|${cover}`])
      expect((await readFood(food, 'pl-pl')).steps).toEqual([`Obsmażyć|${cover}`])
      // The old tables are gone, and rows saved after the push are per locale as usual.
      const check = openSqlite(process.env.DATABASE_URL as string)
      const tables = await check.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_locales' AND (name LIKE 'cocktails_recipe%' OR name LIKE 'food_recipes_steps%')",
      )
      check.close()
      expect(tables.rows).toEqual([])
      await h.payload.update({
        collection: 'cocktails',
        id: cocktail,
        locale: 'fr-fr',
        context: ctx,
        data: { recipe: { ingredients: [{ quantity: '3', name: 'glace' }] } },
      })
      expect(await ingredients('fr-fr')).toEqual([['3', null, 'glace']])
      expect(await ingredients('en-ww')).toHaveLength(3)
    },
  )
})

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 17 item 4: ingredient and step rows become per locale (localized arrays) instead of rows
// shared by every locale with their texts in `<table>_locales`. Each shared row becomes one row
// per locale that had text for it (its shared values, such as the quantity or the image, copied
// into each); a row with no text in any locale becomes an en-ww row, so no row is lost.
// Kept self-contained (no app imports): a migration must not change when the app does.

interface RowTable {
  table: string
  shared: string[]
  texts: string[]
  /** Text columns that are NOT NULL in the new table. */
  required: string[]
}

const TABLES: RowTable[] = [
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
  { table: 'food_recipes_ingredients', shared: ['quantity'], texts: ['unit', 'name'], required: ['name'] },
  {
    table: 'food_recipes_steps',
    shared: ['image_id'],
    texts: ['title', 'description'],
    required: ['title'],
  },
]

const DEFAULT_LOCALE = 'en-ww'
const q = (name: string) => `"${name}"`
const list = (names: string[], prefix = '') => names.map((n) => `${prefix}${q(n)}`).join(', ')

/** Copies each shared row into the locales that have text for it (the new columns exist). */
function carryUp({ table, shared, texts, required }: RowTable): string {
  const locales = q(`${table}_locales`)
  const hasText = texts.map((t) => `l.${q(t)} IS NOT NULL`).join(' OR ')
  const blank = texts.map((t) => (required.includes(t) ? `''` : 'NULL')).join(', ')
  return `
  INSERT INTO ${q(table)} ("_order", "_parent_id", "id", ${list(shared)}, "_locale", ${list(texts)})
  SELECT t."_order", t."_parent_id", substr(md5(t."id" || l."_locale"::text), 1, 24), ${list(shared, 't.')},
    l."_locale", ${list(texts, 'l.')}
  FROM ${q(table)} AS t JOIN ${locales} AS l ON l."_parent_id" = t."id"
  WHERE t."_locale" IS NULL AND (${hasText});
  INSERT INTO ${q(table)} ("_order", "_parent_id", "id", ${list(shared)}, "_locale", ${list(texts)})
  SELECT t."_order", t."_parent_id", substr(md5(t."id" || '${DEFAULT_LOCALE}'), 1, 24), ${list(shared, 't.')},
    '${DEFAULT_LOCALE}', ${blank}
  FROM ${q(table)} AS t
  WHERE t."_locale" IS NULL AND NOT EXISTS (SELECT 1 FROM ${locales} AS l WHERE l."_parent_id" = t."id" AND (${hasText}));
  DELETE FROM ${q(table)} WHERE "_locale" IS NULL;`
}

/**
 * Back to shared rows: per document, en-ww's rows (or, with none, the first locale's) become the
 * shared rows; each other locale's texts go to the shared row at the same position. Other
 * locales' extra rows and their own shared values (quantity, image) are given up.
 */
function carryDown({ table, texts }: RowTable): string {
  const locales = q(`${table}_locales`)
  return `
  WITH base AS (
    SELECT "_parent_id", CASE WHEN bool_or("_locale" = '${DEFAULT_LOCALE}') THEN '${DEFAULT_LOCALE}'
      ELSE min("_locale"::text) END AS "_locale"
    FROM ${q(table)} GROUP BY "_parent_id"
  ), ranked AS (
    SELECT t.*, row_number() OVER (PARTITION BY t."_parent_id", t."_locale" ORDER BY t."_order") AS n
    FROM ${q(table)} AS t
  )
  INSERT INTO ${locales} (${list(texts)}, "_locale", "_parent_id")
  SELECT ${list(texts, 'r.')}, r."_locale", b."id"
  FROM ranked AS r
  JOIN ranked AS b ON b."_parent_id" = r."_parent_id" AND b.n = r.n
  JOIN base ON base."_parent_id" = b."_parent_id" AND base."_locale" = b."_locale"::text;
  DELETE FROM ${q(table)} AS t USING (
    SELECT "_parent_id", CASE WHEN bool_or("_locale" = '${DEFAULT_LOCALE}') THEN '${DEFAULT_LOCALE}'
      ELSE min("_locale"::text) END AS "_locale"
    FROM ${q(table)} GROUP BY "_parent_id"
  ) AS base
  WHERE t."_parent_id" = base."_parent_id" AND t."_locale"::text <> base."_locale";`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The new columns, nullable first: a NULL _locale marks the shared rows still to carry.
  await db.execute(sql`
  ALTER TABLE "cocktails_recipe_ingredients" ADD COLUMN "_locale" "_locales";
  ALTER TABLE "cocktails_recipe_ingredients" ADD COLUMN "unit" varchar;
  ALTER TABLE "cocktails_recipe_ingredients" ADD COLUMN "name" varchar;
  ALTER TABLE "cocktails_recipe_instructions" ADD COLUMN "_locale" "_locales";
  ALTER TABLE "cocktails_recipe_instructions" ADD COLUMN "title" varchar;
  ALTER TABLE "cocktails_recipe_instructions" ADD COLUMN "description" varchar;
  ALTER TABLE "food_recipes_ingredients" ADD COLUMN "_locale" "_locales";
  ALTER TABLE "food_recipes_ingredients" ADD COLUMN "unit" varchar;
  ALTER TABLE "food_recipes_ingredients" ADD COLUMN "name" varchar;
  ALTER TABLE "food_recipes_steps" ADD COLUMN "_locale" "_locales";
  ALTER TABLE "food_recipes_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "food_recipes_steps" ADD COLUMN "description" varchar;`)
  for (const table of TABLES) await db.execute(sql.raw(carryUp(table)))
  await db.execute(sql`
  ALTER TABLE "cocktails_recipe_ingredients" ALTER COLUMN "_locale" SET NOT NULL;
  ALTER TABLE "cocktails_recipe_instructions" ALTER COLUMN "_locale" SET NOT NULL;
  ALTER TABLE "food_recipes_ingredients" ALTER COLUMN "_locale" SET NOT NULL;
  ALTER TABLE "food_recipes_ingredients" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "food_recipes_steps" ALTER COLUMN "_locale" SET NOT NULL;
  ALTER TABLE "food_recipes_steps" ALTER COLUMN "title" SET NOT NULL;
  DROP TABLE "cocktails_recipe_ingredients_locales" CASCADE;
  DROP TABLE "cocktails_recipe_instructions_locales" CASCADE;
  DROP TABLE "food_recipes_ingredients_locales" CASCADE;
  DROP TABLE "food_recipes_steps_locales" CASCADE;
  CREATE INDEX "cocktails_recipe_ingredients_locale_idx" ON "cocktails_recipe_ingredients" USING btree ("_locale");
  CREATE INDEX "cocktails_recipe_instructions_locale_idx" ON "cocktails_recipe_instructions" USING btree ("_locale");
  CREATE INDEX "food_recipes_ingredients_locale_idx" ON "food_recipes_ingredients" USING btree ("_locale");
  CREATE INDEX "food_recipes_steps_locale_idx" ON "food_recipes_steps" USING btree ("_locale");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cocktails_recipe_ingredients_locales" (
  	"unit" varchar,
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cocktails_recipe_instructions_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "food_recipes_ingredients_locales" (
  	"unit" varchar,
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "food_recipes_steps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  DROP INDEX "cocktails_recipe_ingredients_locale_idx";
  DROP INDEX "cocktails_recipe_instructions_locale_idx";
  DROP INDEX "food_recipes_ingredients_locale_idx";
  DROP INDEX "food_recipes_steps_locale_idx";
  ALTER TABLE "cocktails_recipe_ingredients_locales" ADD CONSTRAINT "cocktails_recipe_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails_recipe_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cocktails_recipe_instructions_locales" ADD CONSTRAINT "cocktails_recipe_instructions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cocktails_recipe_instructions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes_ingredients_locales" ADD CONSTRAINT "food_recipes_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "food_recipes_steps_locales" ADD CONSTRAINT "food_recipes_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."food_recipes_steps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "cocktails_recipe_ingredients_locales_locale_parent_id_unique" ON "cocktails_recipe_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cocktails_recipe_instructions_locales_locale_parent_id_uniqu" ON "cocktails_recipe_instructions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "food_recipes_ingredients_locales_locale_parent_id_unique" ON "food_recipes_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "food_recipes_steps_locales_locale_parent_id_unique" ON "food_recipes_steps_locales" USING btree ("_locale","_parent_id");`)
  for (const table of TABLES) await db.execute(sql.raw(carryDown(table)))
  await db.execute(sql`
  ALTER TABLE "cocktails_recipe_ingredients" DROP COLUMN "_locale";
  ALTER TABLE "cocktails_recipe_ingredients" DROP COLUMN "unit";
  ALTER TABLE "cocktails_recipe_ingredients" DROP COLUMN "name";
  ALTER TABLE "cocktails_recipe_instructions" DROP COLUMN "_locale";
  ALTER TABLE "cocktails_recipe_instructions" DROP COLUMN "title";
  ALTER TABLE "cocktails_recipe_instructions" DROP COLUMN "description";
  ALTER TABLE "food_recipes_ingredients" DROP COLUMN "_locale";
  ALTER TABLE "food_recipes_ingredients" DROP COLUMN "unit";
  ALTER TABLE "food_recipes_ingredients" DROP COLUMN "name";
  ALTER TABLE "food_recipes_steps" DROP COLUMN "_locale";
  ALTER TABLE "food_recipes_steps" DROP COLUMN "title";
  ALTER TABLE "food_recipes_steps" DROP COLUMN "description";`)
}

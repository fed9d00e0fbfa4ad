import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 17 item 7, as 20261127_045148_menu_links did for the entries themselves: the links of a
// main-menu entry's panel (news and collection links, promoted and journey cards) become links,
// internal (a page or document, by reference, so the address follows slug changes) or external.
// The stored text is kept as `link_url`; a row whose path names a page (its path in the row's
// locale) or a document (`/{segment}/{slug}/` with its slug in that locale) becomes an internal
// link to it (a `main_menu_rels` row at `items.{i}.panel_content_v2.{array}.{n}.link.doc`); every
// other value stays an external link with the same text. Self-contained: the segment → table list
// is the content-type table of today.

const DETAIL_TABLES: [segment: string, table: string][] = [
  ['collection', 'products'],
  ['cocktails', 'cocktails'],
  ['food-recipes', 'food_recipes'],
  ['articles', 'articles'],
  ['videos', 'videos'],
  ['shows', 'shows'],
  ['timeline', 'timeline'],
  ['journeys', 'journeys'],
  ['quizzjourneys', 'quizzjourneys'],
  ['quizzcognacprofile', 'quizzcognacprofile'],
  ['quiz', 'quiz'],
  ['sessions', 'sessions'],
  ['episodes', 'episodes'],
  ['tag', 'tags'],
  ['event-finder', 'events'],
]

/** The panel arrays: their table and their field name in `panel_content_v2`. */
const ARRAYS: [table: string, field: string][] = [
  ['menu_sublinks_news', 'sublinks_news'],
  ['menu_sublinks_collection', 'sublinks_collection'],
  ['menu_cards_pushs', 'cards_pushs'],
  ['menu_journey_cards', 'journey_cards'],
]

/** Each target: its rels column and the address its stored URL had, from its `_locales` row. */
const TARGETS: { column: string; table: string; address: string }[] = [
  { column: 'pages_id', table: 'pages', address: 'l."path"' },
  ...DETAIL_TABLES.map(([segment, table]) => ({
    column: `${table}_id`,
    table,
    address: `'/${segment}/' || l."slug" || '/'`,
  })),
]

// Where Payload keeps the relationship of row s of entry e (both from 0, per locale).
const relPath = (field: string) =>
  `'items.' || (e."_order" - 1) || '.panel_content_v2.${field}.' || (s."_order" - 1) || '.link.doc'`

/** Row s of `table` with its menu entry e (whose parent is the global's row). */
const rows = (table: string) =>
  `"${table}" AS s JOIN "main_menu_items" AS e ON e."id" = s."_parent_id" AND e."_locale" = s."_locale"`

const linked = (field: string) => `EXISTS (SELECT 1 FROM "main_menu_rels" AS r
      WHERE r."parent_id" = e."_parent_id" AND r."locale" = s."_locale" AND r."path" = ${relPath(field)})`

const carryUp = ARRAYS.map(
  ([table, field]) => `
  UPDATE "${table}" SET "link_type" = 'external';
  ${TARGETS.map(
    ({ column, table: target, address }) => `
  INSERT INTO "main_menu_rels" ("order", "parent_id", "path", "locale", "${column}")
  SELECT DISTINCT ON (s."id") NULL::integer, e."_parent_id", ${relPath(field)}, s."_locale", l."_parent_id"
  FROM ${rows(table)} JOIN "${target}_locales" AS l ON l."_locale" = s."_locale"
  WHERE s."link_type" = 'external' AND s."link_url" = ${address} AND NOT ${linked(field)}
  ORDER BY s."id", l."_parent_id";`,
  ).join('')}
  UPDATE "${table}" AS t SET "link_type" = 'internal', "link_url" = NULL
  FROM ${rows(table)} WHERE t."id" = s."id" AND ${linked(field)};`,
).join('')

/**
 * Back to one URL text per row: an internal link gets its target's address in the row's locale
 * (a target without one, `/`); the panel links' relationship rows are removed.
 */
const carryDown = ARRAYS.map(
  ([table, field]) => `
  ${TARGETS.map(
    ({ column, table: target, address }) => `
  UPDATE "${table}" AS t SET "link_url" = ${address}
  FROM ${rows(table)}, "main_menu_rels" AS r, "${target}_locales" AS l
  WHERE t."id" = s."id" AND t."link_type" = 'internal' AND r."parent_id" = e."_parent_id"
    AND r."locale" = s."_locale" AND r."path" = ${relPath(field)}
    AND l."_parent_id" = r."${column}" AND l."_locale" = s."_locale";`,
  ).join('')}
  UPDATE "${table}" SET "link_url" = '/' WHERE "link_url" IS NULL OR "link_url" = '';
  DELETE FROM "main_menu_rels" WHERE "path" LIKE 'items.%.panel_content_v2.${field}.%.link.doc';`,
).join('')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menu_sublinks_news_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_menu_sublinks_collection_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_menu_cards_pushs_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_menu_journey_cards_link_type" AS ENUM('internal', 'external');
  ALTER TABLE "menu_sublinks_news" ADD COLUMN "link_type" "enum_menu_sublinks_news_link_type" DEFAULT 'internal';
  ALTER TABLE "menu_sublinks_collection" ADD COLUMN "link_type" "enum_menu_sublinks_collection_link_type" DEFAULT 'internal';
  ALTER TABLE "menu_cards_pushs" ADD COLUMN "link_type" "enum_menu_cards_pushs_link_type" DEFAULT 'internal';
  ALTER TABLE "menu_journey_cards" ADD COLUMN "link_type" "enum_menu_journey_cards_link_type" DEFAULT 'internal';
  ALTER TABLE "menu_sublinks_news" RENAME COLUMN "link" TO "link_url";
  ALTER TABLE "menu_sublinks_collection" RENAME COLUMN "link" TO "link_url";
  ALTER TABLE "menu_cards_pushs" RENAME COLUMN "link" TO "link_url";
  ALTER TABLE "menu_journey_cards" RENAME COLUMN "link" TO "link_url";`)
  await db.execute(sql.raw(carryUp))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(carryDown))
  await db.execute(sql`
  ALTER TABLE "menu_sublinks_news" DROP COLUMN "link_type";
  ALTER TABLE "menu_sublinks_news" RENAME COLUMN "link_url" TO "link";
  ALTER TABLE "menu_sublinks_collection" DROP COLUMN "link_type";
  ALTER TABLE "menu_sublinks_collection" RENAME COLUMN "link_url" TO "link";
  ALTER TABLE "menu_cards_pushs" DROP COLUMN "link_type";
  ALTER TABLE "menu_cards_pushs" RENAME COLUMN "link_url" TO "link";
  ALTER TABLE "menu_journey_cards" DROP COLUMN "link_type";
  ALTER TABLE "menu_journey_cards" RENAME COLUMN "link_url" TO "link";
  DROP TYPE "public"."enum_menu_sublinks_news_link_type";
  DROP TYPE "public"."enum_menu_sublinks_collection_link_type";
  DROP TYPE "public"."enum_menu_cards_pushs_link_type";
  DROP TYPE "public"."enum_menu_journey_cards_link_type";`)
}

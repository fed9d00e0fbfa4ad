import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 17 item 7: a menu entry's `url` text becomes a link: internal (a page or document, by
// reference, so its address follows slug changes) or external (a URL). The stored text is kept as
// `link_url`. An entry whose path names a page (its path in the entry's locale) or a document
// (`/{segment}/{slug}/` with its slug in that locale) becomes an internal link to it; every other
// value stays as an external link with the same text (paths below the locale still render).
// Kept self-contained (no app imports): a migration must not change when the app does; the
// segment → table list is the content-type table (src/routing/content-types.ts) of today.

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

// Where Payload keeps the relationship of row n (from 0) of a locale's items.
const REL_PATH = `'items.' || (i."_order" - 1) || '.link.doc'`

/** Each target: its rels column and the address its stored URL had, from its `_locales` row. */
const TARGETS: { column: string; table: string; address: string }[] = [
  { column: 'pages_id', table: 'pages', address: 'l."path"' },
  ...DETAIL_TABLES.map(([segment, table]) => ({
    column: `${table}_id`,
    table,
    address: `'/${segment}/' || l."slug" || '/'`,
  })),
]

const carryUp = `
  ALTER TABLE "main_menu_items" ALTER COLUMN "link_url" DROP NOT NULL;
  UPDATE "main_menu_items" SET "link_type" = 'external';
  ${TARGETS.map(
    ({ column, table, address }) => `
  INSERT INTO "main_menu_rels" ("order", "parent_id", "path", "locale", "${column}")
  SELECT DISTINCT ON (i."id") NULL::integer, i."_parent_id", ${REL_PATH}, i."_locale", l."_parent_id"
  FROM "main_menu_items" AS i JOIN "${table}_locales" AS l ON l."_locale" = i."_locale"
  WHERE i."link_type" = 'external' AND i."link_url" = ${address}
    AND NOT EXISTS (SELECT 1 FROM "main_menu_rels" AS r WHERE r."parent_id" = i."_parent_id"
      AND r."locale" = i."_locale" AND r."path" = ${REL_PATH})
  ORDER BY i."id", l."_parent_id";`,
  ).join('')}
  UPDATE "main_menu_items" AS i SET "link_type" = 'internal', "link_url" = NULL
  WHERE EXISTS (SELECT 1 FROM "main_menu_rels" AS r WHERE r."parent_id" = i."_parent_id"
    AND r."locale" = i."_locale" AND r."path" = ${REL_PATH});`

/**
 * Back to one URL text per entry: an internal link gets its target's address in the entry's
 * locale (a target without one, `/`); the link relationships are removed with their columns.
 */
const carryDown = `
  ${TARGETS.map(
    ({ column, table, address }) => `
  UPDATE "main_menu_items" AS i SET "link_url" = ${address}
  FROM "main_menu_rels" AS r JOIN "${table}_locales" AS l ON l."_parent_id" = r."${column}"
  WHERE i."link_type" = 'internal' AND r."parent_id" = i."_parent_id" AND r."locale" = i."_locale"
    AND r."path" = ${REL_PATH} AND l."_locale" = i."_locale";`,
  ).join('')}
  UPDATE "main_menu_items" SET "link_url" = '/' WHERE "link_url" IS NULL OR "link_url" = '';
  DELETE FROM "main_menu_rels" WHERE "path" LIKE 'items.%.link.doc';
  ALTER TABLE "main_menu_items" ALTER COLUMN "link_url" SET NOT NULL;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_main_menu_items_link_type" AS ENUM('internal', 'external');
  ALTER TABLE "main_menu_items" RENAME COLUMN "url" TO "link_url";
  ALTER TABLE "main_menu_items" ADD COLUMN "link_type" "enum_main_menu_items_link_type" DEFAULT 'internal' NOT NULL;
  ALTER TABLE "main_menu_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "food_recipes_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "shows_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "timeline_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "journeys_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "quizzjourneys_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "quizzcognacprofile_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "quiz_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "sessions_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "episodes_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "main_menu_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_food_recipes_fk" FOREIGN KEY ("food_recipes_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_shows_fk" FOREIGN KEY ("shows_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_timeline_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_journeys_fk" FOREIGN KEY ("journeys_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_quizzjourneys_fk" FOREIGN KEY ("quizzjourneys_id") REFERENCES "public"."quizzjourneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_quizzcognacprofile_fk" FOREIGN KEY ("quizzcognacprofile_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_quiz_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_sessions_fk" FOREIGN KEY ("sessions_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_menu_rels" ADD CONSTRAINT "main_menu_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "main_menu_rels_pages_id_idx" ON "main_menu_rels" USING btree ("pages_id","locale");
  CREATE INDEX "main_menu_rels_products_id_idx" ON "main_menu_rels" USING btree ("products_id","locale");
  CREATE INDEX "main_menu_rels_food_recipes_id_idx" ON "main_menu_rels" USING btree ("food_recipes_id","locale");
  CREATE INDEX "main_menu_rels_articles_id_idx" ON "main_menu_rels" USING btree ("articles_id","locale");
  CREATE INDEX "main_menu_rels_videos_id_idx" ON "main_menu_rels" USING btree ("videos_id","locale");
  CREATE INDEX "main_menu_rels_shows_id_idx" ON "main_menu_rels" USING btree ("shows_id","locale");
  CREATE INDEX "main_menu_rels_timeline_id_idx" ON "main_menu_rels" USING btree ("timeline_id","locale");
  CREATE INDEX "main_menu_rels_journeys_id_idx" ON "main_menu_rels" USING btree ("journeys_id","locale");
  CREATE INDEX "main_menu_rels_quizzjourneys_id_idx" ON "main_menu_rels" USING btree ("quizzjourneys_id","locale");
  CREATE INDEX "main_menu_rels_quizzcognacprofile_id_idx" ON "main_menu_rels" USING btree ("quizzcognacprofile_id","locale");
  CREATE INDEX "main_menu_rels_quiz_id_idx" ON "main_menu_rels" USING btree ("quiz_id","locale");
  CREATE INDEX "main_menu_rels_sessions_id_idx" ON "main_menu_rels" USING btree ("sessions_id","locale");
  CREATE INDEX "main_menu_rels_episodes_id_idx" ON "main_menu_rels" USING btree ("episodes_id","locale");
  CREATE INDEX "main_menu_rels_tags_id_idx" ON "main_menu_rels" USING btree ("tags_id","locale");
  CREATE INDEX "main_menu_rels_events_id_idx" ON "main_menu_rels" USING btree ("events_id","locale");`)
  await db.execute(sql.raw(carryUp))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(carryDown))
  await db.execute(sql`
   ALTER TABLE "main_menu_items" RENAME COLUMN "link_url" TO "url";
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_pages_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_products_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_food_recipes_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_articles_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_videos_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_shows_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_timeline_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_journeys_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_quizzjourneys_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_quizzcognacprofile_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_quiz_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_sessions_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_episodes_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_tags_fk";
  
  ALTER TABLE "main_menu_rels" DROP CONSTRAINT "main_menu_rels_events_fk";
  
  DROP INDEX "main_menu_rels_pages_id_idx";
  DROP INDEX "main_menu_rels_products_id_idx";
  DROP INDEX "main_menu_rels_food_recipes_id_idx";
  DROP INDEX "main_menu_rels_articles_id_idx";
  DROP INDEX "main_menu_rels_videos_id_idx";
  DROP INDEX "main_menu_rels_shows_id_idx";
  DROP INDEX "main_menu_rels_timeline_id_idx";
  DROP INDEX "main_menu_rels_journeys_id_idx";
  DROP INDEX "main_menu_rels_quizzjourneys_id_idx";
  DROP INDEX "main_menu_rels_quizzcognacprofile_id_idx";
  DROP INDEX "main_menu_rels_quiz_id_idx";
  DROP INDEX "main_menu_rels_sessions_id_idx";
  DROP INDEX "main_menu_rels_episodes_id_idx";
  DROP INDEX "main_menu_rels_tags_id_idx";
  DROP INDEX "main_menu_rels_events_id_idx";
  ALTER TABLE "main_menu_items" DROP COLUMN "link_type";
  ALTER TABLE "main_menu_rels" DROP COLUMN "pages_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "products_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "food_recipes_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "articles_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "videos_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "shows_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "timeline_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "journeys_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "quizzjourneys_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "quizzcognacprofile_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "quiz_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "sessions_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "episodes_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "tags_id";
  ALTER TABLE "main_menu_rels" DROP COLUMN "events_id";
  DROP TYPE "public"."enum_main_menu_items_link_type";`)
}

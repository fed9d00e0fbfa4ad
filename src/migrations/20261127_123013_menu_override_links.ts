import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 17 item 7, as 20261127_045148_menu_links did for the main menu: a page's menu override
// entry's `url` text becomes a link, internal (a page or document, by reference, so its address
// follows slug changes) or external. The stored text is kept as `link_url`; an entry whose path
// names a page (its path in the entry's locale) or a document (`/{segment}/{slug}/` with its slug
// in that locale) becomes an internal link to it (a `pages_rels` row at
// `settings.menu_override.{n}.link.doc`); every other value stays an external link with the
// same text. Self-contained: the segment → table list is the content-type table of today.

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

// Where Payload keeps the relationship of row n (from 0) of a locale's override entries.
const REL_PATH = `'settings.menu_override.' || (i."_order" - 1) || '.link.doc'`
const ITEMS = '"pages_settings_menu_override"'

/** Each target: its rels column and the address its stored URL had, from its `_locales` row. */
const TARGETS: { column: string; table: string; address: string }[] = [
  { column: 'pages_id', table: 'pages', address: 'l."path"' },
  ...DETAIL_TABLES.map(([segment, table]) => ({
    column: `${table}_id`,
    table,
    address: `'/${segment}/' || l."slug" || '/'`,
  })),
]

const linked = `EXISTS (SELECT 1 FROM "pages_rels" AS r WHERE r."parent_id" = i."_parent_id"
      AND r."locale" = i."_locale" AND r."path" = ${REL_PATH})`

const carryUp = `
  ALTER TABLE ${ITEMS} ALTER COLUMN "link_url" DROP NOT NULL;
  UPDATE ${ITEMS} SET "link_type" = 'external';
  ${TARGETS.map(
    ({ column, table, address }) => `
  INSERT INTO "pages_rels" ("order", "parent_id", "path", "locale", "${column}")
  SELECT DISTINCT ON (i."id") NULL::integer, i."_parent_id", ${REL_PATH}, i."_locale", l."_parent_id"
  FROM ${ITEMS} AS i JOIN "${table}_locales" AS l ON l."_locale" = i."_locale"
  WHERE i."link_type" = 'external' AND i."link_url" = ${address} AND NOT ${linked}
  ORDER BY i."id", l."_parent_id";`,
  ).join('')}
  UPDATE ${ITEMS} AS i SET "link_type" = 'internal', "link_url" = NULL WHERE ${linked};`

/**
 * Back to one URL text per entry: an internal link gets its target's address in the entry's
 * locale (a target without one, `/`); the relationships go with the `pages_rels` table.
 */
const carryDown = `
  ${TARGETS.map(
    ({ column, table, address }) => `
  UPDATE ${ITEMS} AS i SET "link_url" = ${address}
  FROM "pages_rels" AS r JOIN "${table}_locales" AS l ON l."_parent_id" = r."${column}"
  WHERE i."link_type" = 'internal' AND r."parent_id" = i."_parent_id" AND r."locale" = i."_locale"
    AND r."path" = ${REL_PATH} AND l."_locale" = i."_locale";`,
  ).join('')}
  UPDATE ${ITEMS} SET "link_url" = '/' WHERE "link_url" IS NULL OR "link_url" = '';
  ALTER TABLE ${ITEMS} ALTER COLUMN "link_url" SET NOT NULL;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_settings_menu_override_link_type" AS ENUM('internal', 'external');
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"products_id" integer,
  	"cocktails_id" integer,
  	"food_recipes_id" integer,
  	"articles_id" integer,
  	"videos_id" integer,
  	"shows_id" integer,
  	"timeline_id" integer,
  	"journeys_id" integer,
  	"quizzjourneys_id" integer,
  	"quizzcognacprofile_id" integer,
  	"quiz_id" integer,
  	"sessions_id" integer,
  	"episodes_id" integer,
  	"tags_id" integer,
  	"events_id" integer
  );
  
  ALTER TABLE "pages_settings_menu_override" ADD COLUMN "link_type" "enum_pages_settings_menu_override_link_type" DEFAULT 'internal' NOT NULL;
  ALTER TABLE "pages_settings_menu_override" RENAME COLUMN "url" TO "link_url";
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_cocktails_fk" FOREIGN KEY ("cocktails_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_food_recipes_fk" FOREIGN KEY ("food_recipes_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_shows_fk" FOREIGN KEY ("shows_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_timeline_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_journeys_fk" FOREIGN KEY ("journeys_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_quizzjourneys_fk" FOREIGN KEY ("quizzjourneys_id") REFERENCES "public"."quizzjourneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_quizzcognacprofile_fk" FOREIGN KEY ("quizzcognacprofile_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_quiz_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_sessions_fk" FOREIGN KEY ("sessions_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id","locale");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id","locale");
  CREATE INDEX "pages_rels_cocktails_id_idx" ON "pages_rels" USING btree ("cocktails_id","locale");
  CREATE INDEX "pages_rels_food_recipes_id_idx" ON "pages_rels" USING btree ("food_recipes_id","locale");
  CREATE INDEX "pages_rels_articles_id_idx" ON "pages_rels" USING btree ("articles_id","locale");
  CREATE INDEX "pages_rels_videos_id_idx" ON "pages_rels" USING btree ("videos_id","locale");
  CREATE INDEX "pages_rels_shows_id_idx" ON "pages_rels" USING btree ("shows_id","locale");
  CREATE INDEX "pages_rels_timeline_id_idx" ON "pages_rels" USING btree ("timeline_id","locale");
  CREATE INDEX "pages_rels_journeys_id_idx" ON "pages_rels" USING btree ("journeys_id","locale");
  CREATE INDEX "pages_rels_quizzjourneys_id_idx" ON "pages_rels" USING btree ("quizzjourneys_id","locale");
  CREATE INDEX "pages_rels_quizzcognacprofile_id_idx" ON "pages_rels" USING btree ("quizzcognacprofile_id","locale");
  CREATE INDEX "pages_rels_quiz_id_idx" ON "pages_rels" USING btree ("quiz_id","locale");
  CREATE INDEX "pages_rels_sessions_id_idx" ON "pages_rels" USING btree ("sessions_id","locale");
  CREATE INDEX "pages_rels_episodes_id_idx" ON "pages_rels" USING btree ("episodes_id","locale");
  CREATE INDEX "pages_rels_tags_id_idx" ON "pages_rels" USING btree ("tags_id","locale");
  CREATE INDEX "pages_rels_events_id_idx" ON "pages_rels" USING btree ("events_id","locale");
`)
  await db.execute(sql.raw(carryUp))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(carryDown))
  await db.execute(sql`
   DROP TABLE "pages_rels" CASCADE;
  ALTER TABLE "pages_settings_menu_override" RENAME COLUMN "link_url" TO "url";
  ALTER TABLE "pages_settings_menu_override" DROP COLUMN "link_type";
  DROP TYPE "public"."enum_pages_settings_menu_override_link_type";`)
}

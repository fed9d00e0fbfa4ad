import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookmarks_rels" ADD COLUMN "food_recipes_id" integer;
  ALTER TABLE "bookmarks_rels" ADD COLUMN "shows_id" integer;
  ALTER TABLE "bookmarks_rels" ADD COLUMN "episodes_id" integer;
  ALTER TABLE "bookmarks_rels" ADD COLUMN "journeys_id" integer;
  ALTER TABLE "activities_rels" ADD COLUMN "food_recipes_id" integer;
  ALTER TABLE "activities_rels" ADD COLUMN "shows_id" integer;
  ALTER TABLE "activities_rels" ADD COLUMN "episodes_id" integer;
  ALTER TABLE "activities_rels" ADD COLUMN "journeys_id" integer;
  ALTER TABLE "bookmarks_rels" ADD CONSTRAINT "bookmarks_rels_food_recipes_fk" FOREIGN KEY ("food_recipes_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookmarks_rels" ADD CONSTRAINT "bookmarks_rels_shows_fk" FOREIGN KEY ("shows_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookmarks_rels" ADD CONSTRAINT "bookmarks_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookmarks_rels" ADD CONSTRAINT "bookmarks_rels_journeys_fk" FOREIGN KEY ("journeys_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_rels" ADD CONSTRAINT "activities_rels_food_recipes_fk" FOREIGN KEY ("food_recipes_id") REFERENCES "public"."food_recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_rels" ADD CONSTRAINT "activities_rels_shows_fk" FOREIGN KEY ("shows_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_rels" ADD CONSTRAINT "activities_rels_episodes_fk" FOREIGN KEY ("episodes_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_rels" ADD CONSTRAINT "activities_rels_journeys_fk" FOREIGN KEY ("journeys_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookmarks_rels_food_recipes_id_idx" ON "bookmarks_rels" USING btree ("food_recipes_id");
  CREATE INDEX "bookmarks_rels_shows_id_idx" ON "bookmarks_rels" USING btree ("shows_id");
  CREATE INDEX "bookmarks_rels_episodes_id_idx" ON "bookmarks_rels" USING btree ("episodes_id");
  CREATE INDEX "bookmarks_rels_journeys_id_idx" ON "bookmarks_rels" USING btree ("journeys_id");
  CREATE INDEX "activities_rels_food_recipes_id_idx" ON "activities_rels" USING btree ("food_recipes_id");
  CREATE INDEX "activities_rels_shows_id_idx" ON "activities_rels" USING btree ("shows_id");
  CREATE INDEX "activities_rels_episodes_id_idx" ON "activities_rels" USING btree ("episodes_id");
  CREATE INDEX "activities_rels_journeys_id_idx" ON "activities_rels" USING btree ("journeys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookmarks_rels" DROP CONSTRAINT "bookmarks_rels_food_recipes_fk";
  
  ALTER TABLE "bookmarks_rels" DROP CONSTRAINT "bookmarks_rels_shows_fk";
  
  ALTER TABLE "bookmarks_rels" DROP CONSTRAINT "bookmarks_rels_episodes_fk";
  
  ALTER TABLE "bookmarks_rels" DROP CONSTRAINT "bookmarks_rels_journeys_fk";
  
  ALTER TABLE "activities_rels" DROP CONSTRAINT "activities_rels_food_recipes_fk";
  
  ALTER TABLE "activities_rels" DROP CONSTRAINT "activities_rels_shows_fk";
  
  ALTER TABLE "activities_rels" DROP CONSTRAINT "activities_rels_episodes_fk";
  
  ALTER TABLE "activities_rels" DROP CONSTRAINT "activities_rels_journeys_fk";
  
  DROP INDEX "bookmarks_rels_food_recipes_id_idx";
  DROP INDEX "bookmarks_rels_shows_id_idx";
  DROP INDEX "bookmarks_rels_episodes_id_idx";
  DROP INDEX "bookmarks_rels_journeys_id_idx";
  DROP INDEX "activities_rels_food_recipes_id_idx";
  DROP INDEX "activities_rels_shows_id_idx";
  DROP INDEX "activities_rels_episodes_id_idx";
  DROP INDEX "activities_rels_journeys_id_idx";
  ALTER TABLE "bookmarks_rels" DROP COLUMN "food_recipes_id";
  ALTER TABLE "bookmarks_rels" DROP COLUMN "shows_id";
  ALTER TABLE "bookmarks_rels" DROP COLUMN "episodes_id";
  ALTER TABLE "bookmarks_rels" DROP COLUMN "journeys_id";
  ALTER TABLE "activities_rels" DROP COLUMN "food_recipes_id";
  ALTER TABLE "activities_rels" DROP COLUMN "shows_id";
  ALTER TABLE "activities_rels" DROP COLUMN "episodes_id";
  ALTER TABLE "activities_rels" DROP COLUMN "journeys_id";`)
}

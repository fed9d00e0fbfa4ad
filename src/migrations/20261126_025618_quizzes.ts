import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quizzcognacprofile_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cocktails_id" integer
  );
  
  ALTER TABLE "quiz_questions_locales" ADD COLUMN "explanation" varchar;
  ALTER TABLE "quizzcognacprofile_rels" ADD CONSTRAINT "quizzcognacprofile_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quizzcognacprofile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzcognacprofile_rels" ADD CONSTRAINT "quizzcognacprofile_rels_cocktails_fk" FOREIGN KEY ("cocktails_id") REFERENCES "public"."cocktails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quizzcognacprofile_rels_order_idx" ON "quizzcognacprofile_rels" USING btree ("order");
  CREATE INDEX "quizzcognacprofile_rels_parent_idx" ON "quizzcognacprofile_rels" USING btree ("parent_id");
  CREATE INDEX "quizzcognacprofile_rels_path_idx" ON "quizzcognacprofile_rels" USING btree ("path");
  CREATE INDEX "quizzcognacprofile_rels_cocktails_id_idx" ON "quizzcognacprofile_rels" USING btree ("cocktails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "quizzcognacprofile_rels" CASCADE;
  ALTER TABLE "quiz_questions_locales" DROP COLUMN "explanation";`)
}

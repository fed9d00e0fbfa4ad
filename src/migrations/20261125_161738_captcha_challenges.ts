import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "captcha_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nonce" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "captcha_challenges_nonce_idx" ON "captcha_challenges" USING btree ("nonce");
  CREATE INDEX "captcha_challenges_expires_at_idx" ON "captcha_challenges" USING btree ("expires_at");
  CREATE INDEX "captcha_challenges_updated_at_idx" ON "captcha_challenges" USING btree ("updated_at");
  CREATE INDEX "captcha_challenges_created_at_idx" ON "captcha_challenges" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "captcha_challenges" CASCADE;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activities_type" ADD VALUE 'episode_progress';
  ALTER TYPE "public"."enum_activities_type" ADD VALUE 'masterclass_completed';
  ALTER TYPE "public"."enum_activities_type" ADD VALUE 'review_approved';
  ALTER TYPE "public"."enum_activities_type" ADD VALUE 'newsletter_confirmed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activities" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_activities_type";
  CREATE TYPE "public"."enum_activities_type" AS ENUM('email_verified', 'bookmark_added', 'masterclass_progress', 'quiz_taken', 'level_up', 'visit_booked', 'event_registered');
  ALTER TABLE "activities" ALTER COLUMN "type" SET DATA TYPE "public"."enum_activities_type" USING "type"::"public"."enum_activities_type";`)
}

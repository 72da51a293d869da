import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "uploaded_name" varchar;
  ALTER TABLE "media" ADD COLUMN "taken_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "camera" varchar;
  ALTER TABLE "media" ADD COLUMN "lens" varchar;
  ALTER TABLE "media" ADD COLUMN "exposure" varchar;
  ALTER TABLE "media" ADD COLUMN "keywords" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "strip_photo_privacy" boolean DEFAULT true;
  CREATE INDEX "media_taken_at_idx" ON "media" USING btree ("taken_at");
  CREATE INDEX "media_camera_idx" ON "media" USING btree ("camera");
  CREATE INDEX "media_lens_idx" ON "media" USING btree ("lens");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_taken_at_idx";
  DROP INDEX "media_camera_idx";
  DROP INDEX "media_lens_idx";
  ALTER TABLE "media" DROP COLUMN "uploaded_name";
  ALTER TABLE "media" DROP COLUMN "taken_at";
  ALTER TABLE "media" DROP COLUMN "camera";
  ALTER TABLE "media" DROP COLUMN "lens";
  ALTER TABLE "media" DROP COLUMN "exposure";
  ALTER TABLE "media" DROP COLUMN "keywords";
  ALTER TABLE "site_settings" DROP COLUMN "strip_photo_privacy";`)
}

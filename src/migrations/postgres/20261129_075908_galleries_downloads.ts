import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_galleries" ADD COLUMN "deletion_warned_at" timestamp(3) with time zone;
  ALTER TABLE "client_galleries" ADD COLUMN "files_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "gallery_photos" ADD COLUMN "web_bytes" numeric;
  ALTER TABLE "gallery_photos" ADD COLUMN "web_crc32" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_galleries" DROP COLUMN "deletion_warned_at";
  ALTER TABLE "client_galleries" DROP COLUMN "files_deleted_at";
  ALTER TABLE "gallery_photos" DROP COLUMN "web_bytes";
  ALTER TABLE "gallery_photos" DROP COLUMN "web_crc32";`)
}

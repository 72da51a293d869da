import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "legacy_category_base" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legacy_tag_base" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "legacy_category_base";
  ALTER TABLE "site_settings" DROP COLUMN "legacy_tag_base";`)
}

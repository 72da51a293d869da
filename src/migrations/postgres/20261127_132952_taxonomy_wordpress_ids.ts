import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "categories" ADD COLUMN "wordpress_id" numeric;
  CREATE INDEX "authors_wordpress_id_idx" ON "authors" USING btree ("wordpress_id");
  CREATE INDEX "categories_wordpress_id_idx" ON "categories" USING btree ("wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "authors_wordpress_id_idx";
  DROP INDEX "categories_wordpress_id_idx";
  ALTER TABLE "authors" DROP COLUMN "wordpress_id";
  ALTER TABLE "categories" DROP COLUMN "wordpress_id";`)
}

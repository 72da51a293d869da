import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" ALTER COLUMN "form_id" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_id" numeric;
  ALTER TABLE "posts" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_posts_v" ADD COLUMN "version_wordpress_id" numeric;
  ALTER TABLE "comments" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "media" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "forms" ADD COLUMN "wordpress_id" numeric;
  CREATE INDEX "pages_wordpress_id_idx" ON "pages" USING btree ("wordpress_id");
  CREATE INDEX "_pages_v_version_version_wordpress_id_idx" ON "_pages_v" USING btree ("version_wordpress_id");
  CREATE INDEX "posts_wordpress_id_idx" ON "posts" USING btree ("wordpress_id");
  CREATE INDEX "_posts_v_version_version_wordpress_id_idx" ON "_posts_v" USING btree ("version_wordpress_id");
  CREATE INDEX "comments_wordpress_id_idx" ON "comments" USING btree ("wordpress_id");
  CREATE INDEX "media_wordpress_id_idx" ON "media" USING btree ("wordpress_id");
  CREATE INDEX "forms_wordpress_id_idx" ON "forms" USING btree ("wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_wordpress_id_idx";
  DROP INDEX "_pages_v_version_version_wordpress_id_idx";
  DROP INDEX "posts_wordpress_id_idx";
  DROP INDEX "_posts_v_version_version_wordpress_id_idx";
  DROP INDEX "comments_wordpress_id_idx";
  DROP INDEX "media_wordpress_id_idx";
  DROP INDEX "forms_wordpress_id_idx";
  ALTER TABLE "form_submissions" ALTER COLUMN "form_id" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "wordpress_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "posts" DROP COLUMN "wordpress_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "comments" DROP COLUMN "wordpress_id";
  ALTER TABLE "media" DROP COLUMN "wordpress_id";
  ALTER TABLE "forms" DROP COLUMN "wordpress_id";`)
}

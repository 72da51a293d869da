import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wordpress_imports_on_conflict" AS ENUM('stop', 'skip', 'update');
  ALTER TABLE "wordpress_imports" ADD COLUMN "error_details" jsonb;
  ALTER TABLE "wordpress_imports" ADD COLUMN "started_by_id" integer;
  ALTER TABLE "wordpress_imports" ADD COLUMN "on_conflict" "enum_wordpress_imports_on_conflict";
  ALTER TABLE "wordpress_imports" ADD COLUMN "files" jsonb;
  ALTER TABLE "wordpress_imports" ADD CONSTRAINT "wordpress_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "wordpress_imports_started_by_idx" ON "wordpress_imports" USING btree ("started_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wordpress_imports" DROP CONSTRAINT "wordpress_imports_started_by_id_users_id_fk";
  
  DROP INDEX "wordpress_imports_started_by_idx";
  ALTER TABLE "wordpress_imports" DROP COLUMN "error_details";
  ALTER TABLE "wordpress_imports" DROP COLUMN "started_by_id";
  ALTER TABLE "wordpress_imports" DROP COLUMN "on_conflict";
  ALTER TABLE "wordpress_imports" DROP COLUMN "files";
  DROP TYPE "public"."enum_wordpress_imports_on_conflict";`)
}

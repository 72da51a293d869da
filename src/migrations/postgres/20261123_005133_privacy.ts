import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_categories" AS ENUM('necessary', 'analytics', 'marketing');
  CREATE TYPE "public"."enum_consent_records_action" AS ENUM('accept-all', 'reject-all', 'custom');
  CREATE TYPE "public"."enum_site_settings_cookie_declarations_category" AS ENUM('necessary', 'analytics', 'marketing');
  CREATE TABLE "pages_blocks_legal_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_button" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cookie_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_button" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "consent_records_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consent_records_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"action" "enum_consent_records_action" NOT NULL,
  	"revision" numeric NOT NULL,
  	"page_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_cookie_declarations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_site_settings_cookie_declarations_category" NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" varchar DEFAULT 'Propia' NOT NULL,
  	"purpose" varchar NOT NULL,
  	"duration" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "consent_retention_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "pages_blocks_legal_notice" ADD CONSTRAINT "pages_blocks_legal_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cookie_table" ADD CONSTRAINT "pages_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_notice" ADD CONSTRAINT "_pages_v_blocks_legal_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cookie_table" ADD CONSTRAINT "_pages_v_blocks_cookie_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_records_categories" ADD CONSTRAINT "consent_records_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_cookie_declarations" ADD CONSTRAINT "site_settings_cookie_declarations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_legal_notice_order_idx" ON "pages_blocks_legal_notice" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_notice_parent_id_idx" ON "pages_blocks_legal_notice" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_legal_notice_path_idx" ON "pages_blocks_legal_notice" USING btree ("_path");
  CREATE INDEX "pages_blocks_cookie_table_order_idx" ON "pages_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_cookie_table_parent_id_idx" ON "pages_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cookie_table_path_idx" ON "pages_blocks_cookie_table" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_legal_notice_order_idx" ON "_pages_v_blocks_legal_notice" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_notice_parent_id_idx" ON "_pages_v_blocks_legal_notice" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_notice_path_idx" ON "_pages_v_blocks_legal_notice" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cookie_table_order_idx" ON "_pages_v_blocks_cookie_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cookie_table_parent_id_idx" ON "_pages_v_blocks_cookie_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cookie_table_path_idx" ON "_pages_v_blocks_cookie_table" USING btree ("_path");
  CREATE INDEX "consent_records_categories_order_idx" ON "consent_records_categories" USING btree ("order");
  CREATE INDEX "consent_records_categories_parent_idx" ON "consent_records_categories" USING btree ("parent_id");
  CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "site_settings_cookie_declarations_order_idx" ON "site_settings_cookie_declarations" USING btree ("_order");
  CREATE INDEX "site_settings_cookie_declarations_parent_id_idx" ON "site_settings_cookie_declarations" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_legal_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_legal_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cookie_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_cookie_declarations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_legal_notice" CASCADE;
  DROP TABLE "pages_blocks_cookie_table" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_notice" CASCADE;
  DROP TABLE "_pages_v_blocks_cookie_table" CASCADE;
  DROP TABLE "consent_records_categories" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "site_settings_cookie_declarations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "site_settings" DROP COLUMN "consent_retention_months";
  DROP TYPE "public"."enum_consent_records_categories";
  DROP TYPE "public"."enum_consent_records_action";
  DROP TYPE "public"."enum_site_settings_cookie_declarations_category";`)
}

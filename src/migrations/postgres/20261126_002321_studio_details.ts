import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_studio_details_show" AS ENUM('address', 'phone', 'email', 'hours', 'social');
  CREATE TYPE "public"."enum__pages_v_blocks_studio_details_show" AS ENUM('address', 'phone', 'email', 'hours', 'social');
  CREATE TYPE "public"."enum_posts_blocks_studio_details_show" AS ENUM('address', 'phone', 'email', 'hours', 'social');
  CREATE TYPE "public"."enum__posts_v_blocks_studio_details_show" AS ENUM('address', 'phone', 'email', 'hours', 'social');
  CREATE TABLE "pages_blocks_studio_details_show" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_studio_details_show",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_studio_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_labels" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_studio_details_show" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_studio_details_show",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_studio_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_labels" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_studio_details_show" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_posts_blocks_studio_details_show",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_blocks_studio_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_labels" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_studio_details_show" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_blocks_studio_details_show",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_blocks_studio_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_labels" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_title" varchar DEFAULT 'Usamos cookies' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_description" varchar DEFAULT 'Usamos cookies técnicas para que la web funcione y, si nos das permiso, cookies analíticas y publicitarias. Puedes aceptarlas todas, rechazarlas o elegir cuáles permites.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_accept_all" varchar DEFAULT 'Aceptar todo' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_reject_all" varchar DEFAULT 'Rechazar todo' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_configure" varchar DEFAULT 'Configurar' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_preferences_title" varchar DEFAULT 'Configurar cookies' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_preferences_intro" varchar DEFAULT 'Elige qué cookies permites, salvo las técnicas, que son necesarias. Puedes cambiar tu elección cuando quieras desde el enlace «Configurar cookies» del pie de página.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_save_preferences" varchar DEFAULT 'Guardar mi elección' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_necessary_description" varchar DEFAULT 'Hacen que la web funcione y recuerdan tu elección sobre las cookies. No necesitan tu consentimiento y no se pueden desactivar.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_analytics_description" varchar DEFAULT 'Nos dicen, de forma agregada, cuántas personas visitan la web y qué páginas leen, para mejorarla. Solo se usan si las aceptas.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_banner_marketing_description" varchar DEFAULT 'Miden la eficacia de nuestros anuncios y permiten mostrarte publicidad de nuestros servicios en otras webs. Solo se usan si las aceptas.' NOT NULL;
  ALTER TABLE "pages_blocks_studio_details_show" ADD CONSTRAINT "pages_blocks_studio_details_show_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_studio_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_studio_details" ADD CONSTRAINT "pages_blocks_studio_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_studio_details_show" ADD CONSTRAINT "_pages_v_blocks_studio_details_show_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_studio_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_studio_details" ADD CONSTRAINT "_pages_v_blocks_studio_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_studio_details_show" ADD CONSTRAINT "posts_blocks_studio_details_show_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts_blocks_studio_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_studio_details" ADD CONSTRAINT "posts_blocks_studio_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_studio_details_show" ADD CONSTRAINT "_posts_v_blocks_studio_details_show_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v_blocks_studio_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_studio_details" ADD CONSTRAINT "_posts_v_blocks_studio_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_studio_details_show_order_idx" ON "pages_blocks_studio_details_show" USING btree ("order");
  CREATE INDEX "pages_blocks_studio_details_show_parent_idx" ON "pages_blocks_studio_details_show" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_studio_details_order_idx" ON "pages_blocks_studio_details" USING btree ("_order");
  CREATE INDEX "pages_blocks_studio_details_parent_id_idx" ON "pages_blocks_studio_details" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_studio_details_path_idx" ON "pages_blocks_studio_details" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_studio_details_show_order_idx" ON "_pages_v_blocks_studio_details_show" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_studio_details_show_parent_idx" ON "_pages_v_blocks_studio_details_show" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_studio_details_order_idx" ON "_pages_v_blocks_studio_details" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_studio_details_parent_id_idx" ON "_pages_v_blocks_studio_details" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_studio_details_path_idx" ON "_pages_v_blocks_studio_details" USING btree ("_path");
  CREATE INDEX "posts_blocks_studio_details_show_order_idx" ON "posts_blocks_studio_details_show" USING btree ("order");
  CREATE INDEX "posts_blocks_studio_details_show_parent_idx" ON "posts_blocks_studio_details_show" USING btree ("parent_id");
  CREATE INDEX "posts_blocks_studio_details_order_idx" ON "posts_blocks_studio_details" USING btree ("_order");
  CREATE INDEX "posts_blocks_studio_details_parent_id_idx" ON "posts_blocks_studio_details" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_studio_details_path_idx" ON "posts_blocks_studio_details" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_studio_details_show_order_idx" ON "_posts_v_blocks_studio_details_show" USING btree ("order");
  CREATE INDEX "_posts_v_blocks_studio_details_show_parent_idx" ON "_posts_v_blocks_studio_details_show" USING btree ("parent_id");
  CREATE INDEX "_posts_v_blocks_studio_details_order_idx" ON "_posts_v_blocks_studio_details" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_studio_details_parent_id_idx" ON "_posts_v_blocks_studio_details" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_studio_details_path_idx" ON "_posts_v_blocks_studio_details" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_studio_details_show" CASCADE;
  DROP TABLE "pages_blocks_studio_details" CASCADE;
  DROP TABLE "_pages_v_blocks_studio_details_show" CASCADE;
  DROP TABLE "_pages_v_blocks_studio_details" CASCADE;
  DROP TABLE "posts_blocks_studio_details_show" CASCADE;
  DROP TABLE "posts_blocks_studio_details" CASCADE;
  DROP TABLE "_posts_v_blocks_studio_details_show" CASCADE;
  DROP TABLE "_posts_v_blocks_studio_details" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_title";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_description";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_accept_all";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_reject_all";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_configure";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_preferences_title";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_preferences_intro";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_save_preferences";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_necessary_description";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_analytics_description";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_banner_marketing_description";
  DROP TYPE "public"."enum_pages_blocks_studio_details_show";
  DROP TYPE "public"."enum__pages_v_blocks_studio_details_show";
  DROP TYPE "public"."enum_posts_blocks_studio_details_show";
  DROP TYPE "public"."enum__posts_v_blocks_studio_details_show";`)
}

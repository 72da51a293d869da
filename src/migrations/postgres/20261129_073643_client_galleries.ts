import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_client_galleries_downloads" AS ENUM('none', 'web', 'originals');
  CREATE TYPE "public"."enum_client_galleries_watermark" AS ENUM('none', 'name', 'logo');
  CREATE TYPE "public"."enum_client_galleries_publication_consent_scope" AS ENUM('none', 'portfolio', 'portfolioAndSocial');
  CREATE TYPE "public"."enum_client_galleries_status" AS ENUM('draft', 'sent', 'selectionReceived', 'delivered', 'expired');
  CREATE TYPE "public"."enum_gallery_photos_set" AS ENUM('proofs', 'finals');
  CREATE TYPE "public"."enum_gallery_photos_state" AS ENUM('pending', 'ready', 'failed');
  CREATE TYPE "public"."enum_gallery_events_kind" AS ENUM('opened', 'pinRefused', 'photoDownloaded', 'zipDownloaded', 'selectionSent');
  CREATE TABLE "client_galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"client_name" varchar NOT NULL,
  	"client_email" varchar NOT NULL,
  	"client_phone" varchar,
  	"session_date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"downloads" "enum_client_galleries_downloads" DEFAULT 'none' NOT NULL,
  	"selection_limit" numeric,
  	"extra_photo_price" numeric,
  	"watermark" "enum_client_galleries_watermark" DEFAULT 'none' NOT NULL,
  	"publication_consent_scope" "enum_client_galleries_publication_consent_scope" DEFAULT 'none' NOT NULL,
  	"publication_consent_is_minor" boolean DEFAULT false,
  	"publication_consent_given_by" varchar,
  	"publication_consent_given_at" timestamp(3) with time zone,
  	"publication_consent_recorded_by_id" integer,
  	"status" "enum_client_galleries_status" DEFAULT 'draft' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"access_token" varchar,
  	"pin" varchar,
  	"selection_submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gallery_id" integer NOT NULL,
  	"set" "enum_gallery_photos_set" DEFAULT 'proofs' NOT NULL,
  	"filename" varchar NOT NULL,
  	"bytes" numeric,
  	"crc32" numeric,
  	"width" numeric,
  	"height" numeric,
  	"mime_type" varchar,
  	"storage_key" varchar,
  	"state" "enum_gallery_photos_state" DEFAULT 'pending' NOT NULL,
  	"state_error" varchar,
  	"placeholder" varchar,
  	"taken_at" timestamp(3) with time zone,
  	"favourite" boolean DEFAULT false,
  	"client_note" varchar,
  	"favourited_at" timestamp(3) with time zone,
  	"position" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gallery_id" integer NOT NULL,
  	"kind" "enum_gallery_events_kind" NOT NULL,
  	"photo_id" integer,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_galleries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_events_id" integer;
  ALTER TABLE "client_galleries" ADD CONSTRAINT "client_galleries_cover_id_gallery_photos_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."gallery_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_galleries" ADD CONSTRAINT "client_galleries_publication_consent_recorded_by_id_users_id_fk" FOREIGN KEY ("publication_consent_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_client_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."client_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_events" ADD CONSTRAINT "gallery_events_gallery_id_client_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."client_galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_events" ADD CONSTRAINT "gallery_events_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "client_galleries_cover_idx" ON "client_galleries" USING btree ("cover_id");
  CREATE INDEX "client_galleries_publication_consent_publication_consent_idx" ON "client_galleries" USING btree ("publication_consent_recorded_by_id");
  CREATE INDEX "client_galleries_status_idx" ON "client_galleries" USING btree ("status");
  CREATE INDEX "client_galleries_expires_at_idx" ON "client_galleries" USING btree ("expires_at");
  CREATE UNIQUE INDEX "client_galleries_access_token_idx" ON "client_galleries" USING btree ("access_token");
  CREATE INDEX "client_galleries_updated_at_idx" ON "client_galleries" USING btree ("updated_at");
  CREATE INDEX "client_galleries_created_at_idx" ON "client_galleries" USING btree ("created_at");
  CREATE INDEX "gallery_photos_gallery_idx" ON "gallery_photos" USING btree ("gallery_id");
  CREATE INDEX "gallery_photos_updated_at_idx" ON "gallery_photos" USING btree ("updated_at");
  CREATE INDEX "gallery_photos_created_at_idx" ON "gallery_photos" USING btree ("created_at");
  CREATE INDEX "gallery_set_position_idx" ON "gallery_photos" USING btree ("gallery_id","set","position");
  CREATE INDEX "gallery_events_gallery_idx" ON "gallery_events" USING btree ("gallery_id");
  CREATE INDEX "gallery_events_photo_idx" ON "gallery_events" USING btree ("photo_id");
  CREATE INDEX "gallery_events_updated_at_idx" ON "gallery_events" USING btree ("updated_at");
  CREATE INDEX "gallery_events_created_at_idx" ON "gallery_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_galleries_fk" FOREIGN KEY ("client_galleries_id") REFERENCES "public"."client_galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk" FOREIGN KEY ("gallery_photos_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_events_fk" FOREIGN KEY ("gallery_events_id") REFERENCES "public"."gallery_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_client_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("client_galleries_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_photos_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_events_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_galleries" CASCADE;
  DROP TABLE "gallery_photos" CASCADE;
  DROP TABLE "gallery_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_galleries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_client_galleries_id_idx";
  DROP INDEX "payload_locked_documents_rels_gallery_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_gallery_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_galleries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_events_id";
  DROP TYPE "public"."enum_client_galleries_downloads";
  DROP TYPE "public"."enum_client_galleries_watermark";
  DROP TYPE "public"."enum_client_galleries_publication_consent_scope";
  DROP TYPE "public"."enum_client_galleries_status";
  DROP TYPE "public"."enum_gallery_photos_set";
  DROP TYPE "public"."enum_gallery_photos_state";
  DROP TYPE "public"."enum_gallery_events_kind";`)
}

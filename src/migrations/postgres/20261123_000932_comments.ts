import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_comments_spam_reasons" AS ENUM('honeypot', 'captcha', 'no-keystrokes', 'too-fast', 'impossible-timing', 'too-many-links', 'blocklist', 'akismet', 'no-user-agent');
  CREATE TYPE "public"."enum_comments_status" AS ENUM('pending', 'approved', 'spam', 'trash');
  CREATE TYPE "public"."enum_comments_akismet" AS ENUM('spam', 'ham', 'unavailable');
  CREATE TYPE "public"."enum_form_submissions_spam_reasons" AS ENUM('honeypot', 'captcha', 'no-keystrokes', 'too-fast', 'impossible-timing', 'too-many-links', 'blocklist', 'akismet', 'no-user-agent');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('received', 'spam');
  CREATE TYPE "public"."enum_site_settings_comment_moderation" AS ENUM('known', 'all');
  ALTER TYPE "public"."enum_form_submissions_mail_status" ADD VALUE 'held';
  ALTER TYPE "public"."enum_outbox_status" ADD VALUE 'held';
  ALTER TYPE "public"."enum_outbox_source_kind" ADD VALUE 'comment';
  CREATE TABLE "comments_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_comments_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"parent_id" integer,
  	"author_name" varchar NOT NULL,
  	"author_email" varchar,
  	"author_url" varchar,
  	"content" varchar NOT NULL,
  	"status" "enum_comments_status" DEFAULT 'pending' NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"by_studio_id" integer,
  	"akismet" "enum_comments_akismet",
  	"ip" varchar,
  	"user_agent" varchar,
  	"signals" jsonb,
  	"preview_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_spam_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_form_submissions_spam_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "form_submissions" ADD COLUMN "status" "enum_form_submissions_status" DEFAULT 'received' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comments_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "comment_moderation" "enum_site_settings_comment_moderation" DEFAULT 'known' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "comment_notify_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "comment_data_retention_months" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "spam_blocklist" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "spam_max_links" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "akismet_api_key" varchar;
  ALTER TABLE "comments_spam_reasons" ADD CONSTRAINT "comments_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_by_studio_id_users_id_fk" FOREIGN KEY ("by_studio_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_spam_reasons" ADD CONSTRAINT "form_submissions_spam_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "comments_spam_reasons_order_idx" ON "comments_spam_reasons" USING btree ("order");
  CREATE INDEX "comments_spam_reasons_parent_idx" ON "comments_spam_reasons" USING btree ("parent_id");
  CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id");
  CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");
  CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status");
  CREATE INDEX "comments_date_idx" ON "comments" USING btree ("date");
  CREATE INDEX "comments_by_studio_idx" ON "comments" USING btree ("by_studio_id");
  CREATE INDEX "comments_preview_key_idx" ON "comments" USING btree ("preview_key");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  CREATE INDEX "form_submissions_spam_reasons_order_idx" ON "form_submissions_spam_reasons" USING btree ("order");
  CREATE INDEX "form_submissions_spam_reasons_parent_idx" ON "form_submissions_spam_reasons" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "comments_spam_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_spam_reasons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "comments_spam_reasons" CASCADE;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "form_submissions_spam_reasons" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comments_fk";
  
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_status" SET DATA TYPE text;
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_form_submissions_mail_status";
  CREATE TYPE "public"."enum_form_submissions_mail_status" AS ENUM('queued', 'sent', 'failed');
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_status" SET DEFAULT 'queued'::"public"."enum_form_submissions_mail_status";
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_status" SET DATA TYPE "public"."enum_form_submissions_mail_status" USING "mail_status"::"public"."enum_form_submissions_mail_status";
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_outbox_status";
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_outbox_status";
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_outbox_status" USING "status"::"public"."enum_outbox_status";
  ALTER TABLE "outbox" ALTER COLUMN "source_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_source_kind";
  CREATE TYPE "public"."enum_outbox_source_kind" AS ENUM('submission');
  ALTER TABLE "outbox" ALTER COLUMN "source_kind" SET DATA TYPE "public"."enum_outbox_source_kind" USING "source_kind"::"public"."enum_outbox_source_kind";
  DROP INDEX "form_submissions_status_idx";
  DROP INDEX "payload_locked_documents_rels_comments_id_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comments_id";
  ALTER TABLE "site_settings" DROP COLUMN "comment_moderation";
  ALTER TABLE "site_settings" DROP COLUMN "comment_notify_email";
  ALTER TABLE "site_settings" DROP COLUMN "comment_data_retention_months";
  ALTER TABLE "site_settings" DROP COLUMN "spam_blocklist";
  ALTER TABLE "site_settings" DROP COLUMN "spam_max_links";
  ALTER TABLE "site_settings" DROP COLUMN "akismet_api_key";
  DROP TYPE "public"."enum_comments_spam_reasons";
  DROP TYPE "public"."enum_comments_status";
  DROP TYPE "public"."enum_comments_akismet";
  DROP TYPE "public"."enum_form_submissions_spam_reasons";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_site_settings_comment_moderation";`)
}

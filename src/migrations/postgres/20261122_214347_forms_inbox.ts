import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_after_submit_type" AS ENUM('popup', 'redirect', 'new_tab', 'form', 'paypal');
  CREATE TYPE "public"."enum_forms_after_submit_method" AS ENUM('post', 'get');
  CREATE TYPE "public"."enum_form_submissions_mail_status" AS ENUM('queued', 'sent', 'failed');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_outbox_source_kind" AS ENUM('submission');
  CREATE TYPE "public"."enum_site_settings_captcha_provider" AS ENUM('altcha', 'recaptcha', 'turnstile');
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_after_submit_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "forms_after_submit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_forms_after_submit_type" DEFAULT 'popup' NOT NULL,
  	"popup_title" varchar,
  	"popup_body" varchar,
  	"url" varchar,
  	"delay" numeric DEFAULT 0,
  	"method" "enum_forms_after_submit_method" DEFAULT 'post',
  	"paypal_business" varchar,
  	"paypal_item" varchar,
  	"paypal_amount" numeric,
  	"paypal_currency" varchar DEFAULT 'EUR'
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"form_title" varchar,
  	"name" varchar,
  	"email" varchar,
  	"summary" varchar,
  	"fields" jsonb,
  	"mail_status" "enum_form_submissions_mail_status" DEFAULT 'queued',
  	"page_url" varchar,
  	"container_post" numeric,
  	"remote_ip" varchar,
  	"user_agent" varchar,
  	"posted_data_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "submission_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"prefix" varchar DEFAULT 'submissions',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"smtp_response" varchar,
  	"from" varchar NOT NULL,
  	"reply_to" varchar,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"attachments" jsonb,
  	"message_id" varchar NOT NULL,
  	"source_kind" "enum_outbox_source_kind",
  	"source_document_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "captcha_spent" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "forms" ADD COLUMN "acceptance_as_validation" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "mail_recipient" varchar;
  ALTER TABLE "forms" ADD COLUMN "mail_sender" varchar;
  ALTER TABLE "forms" ADD COLUMN "mail_subject" varchar;
  ALTER TABLE "forms" ADD COLUMN "mail_additional_headers" varchar;
  ALTER TABLE "forms" ADD COLUMN "mail_body" varchar;
  ALTER TABLE "forms" ADD COLUMN "mail_attachments" varchar;
  ALTER TABLE "forms" ADD COLUMN "mail_use_html" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "mail_exclude_blank" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_active" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_recipient" varchar;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_sender" varchar;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_subject" varchar;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_additional_headers" varchar;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_body" varchar;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_attachments" varchar;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_use_html" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "auto_reply_exclude_blank" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "messages_mail_sent_ok" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_mail_sent_ng" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_validation_error" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_spam" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_accept_terms" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_required" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_too_long" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_too_short" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_upload_failed" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_upload_file_type_invalid" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_upload_file_too_large" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_upload_failed_php_error" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_date" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_date_too_early" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_date_too_late" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_number" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_number_too_small" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_number_too_large" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_quiz_answer_not_correct" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_captcha_not_match" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_email" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_url" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_invalid_tel" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_undefined_value" varchar;
  ALTER TABLE "forms" ADD COLUMN "messages_too_many_items" varchar;
  ALTER TABLE "forms" ADD COLUMN "script" varchar;
  ALTER TABLE "forms" ADD COLUMN "api_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captcha_spent_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "submission_retention_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "captcha_provider" "enum_site_settings_captcha_provider" DEFAULT 'altcha';
  ALTER TABLE "site_settings" ADD COLUMN "captcha_site_key" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "captcha_secret_key" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "form_scripts" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_after_submit_fields" ADD CONSTRAINT "forms_after_submit_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_after_submit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_after_submit" ADD CONSTRAINT "forms_after_submit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_texts" ADD CONSTRAINT "outbox_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_form_form_idx" ON "pages_blocks_contact_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_form_form_idx" ON "_pages_v_blocks_contact_form" USING btree ("form_id");
  CREATE INDEX "forms_after_submit_fields_order_idx" ON "forms_after_submit_fields" USING btree ("_order");
  CREATE INDEX "forms_after_submit_fields_parent_id_idx" ON "forms_after_submit_fields" USING btree ("_parent_id");
  CREATE INDEX "forms_after_submit_order_idx" ON "forms_after_submit" USING btree ("_order");
  CREATE INDEX "forms_after_submit_parent_id_idx" ON "forms_after_submit" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_posted_data_hash_idx" ON "form_submissions" USING btree ("posted_data_hash");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_submission_files_id_idx" ON "form_submissions_rels" USING btree ("submission_files_id");
  CREATE INDEX "submission_files_updated_at_idx" ON "submission_files" USING btree ("updated_at");
  CREATE INDEX "submission_files_created_at_idx" ON "submission_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "submission_files_filename_idx" ON "submission_files" USING btree ("filename");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "outbox_message_id_idx" ON "outbox" USING btree ("message_id");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "outbox_texts_order_parent" ON "outbox_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "captcha_spent_token_idx" ON "captcha_spent" USING btree ("token");
  CREATE INDEX "captcha_spent_expires_at_idx" ON "captcha_spent" USING btree ("expires_at");
  CREATE INDEX "captcha_spent_updated_at_idx" ON "captcha_spent" USING btree ("updated_at");
  CREATE INDEX "captcha_spent_created_at_idx" ON "captcha_spent" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_spent_fk" FOREIGN KEY ("captcha_spent_id") REFERENCES "public"."captcha_spent"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_submission_files_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_files_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_spent_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_spent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_after_submit_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_after_submit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captcha_spent" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "forms_after_submit_fields" CASCADE;
  DROP TABLE "forms_after_submit" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  DROP TABLE "submission_files" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "outbox_texts" CASCADE;
  DROP TABLE "captcha_spent" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captcha_spent_fk";
  
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_captcha_spent_id_idx";
  ALTER TABLE "forms" DROP COLUMN "acceptance_as_validation";
  ALTER TABLE "forms" DROP COLUMN "mail_recipient";
  ALTER TABLE "forms" DROP COLUMN "mail_sender";
  ALTER TABLE "forms" DROP COLUMN "mail_subject";
  ALTER TABLE "forms" DROP COLUMN "mail_additional_headers";
  ALTER TABLE "forms" DROP COLUMN "mail_body";
  ALTER TABLE "forms" DROP COLUMN "mail_attachments";
  ALTER TABLE "forms" DROP COLUMN "mail_use_html";
  ALTER TABLE "forms" DROP COLUMN "mail_exclude_blank";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_active";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_recipient";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_sender";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_subject";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_additional_headers";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_body";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_attachments";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_use_html";
  ALTER TABLE "forms" DROP COLUMN "auto_reply_exclude_blank";
  ALTER TABLE "forms" DROP COLUMN "messages_mail_sent_ok";
  ALTER TABLE "forms" DROP COLUMN "messages_mail_sent_ng";
  ALTER TABLE "forms" DROP COLUMN "messages_validation_error";
  ALTER TABLE "forms" DROP COLUMN "messages_spam";
  ALTER TABLE "forms" DROP COLUMN "messages_accept_terms";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_required";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_too_long";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_too_short";
  ALTER TABLE "forms" DROP COLUMN "messages_upload_failed";
  ALTER TABLE "forms" DROP COLUMN "messages_upload_file_type_invalid";
  ALTER TABLE "forms" DROP COLUMN "messages_upload_file_too_large";
  ALTER TABLE "forms" DROP COLUMN "messages_upload_failed_php_error";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_date";
  ALTER TABLE "forms" DROP COLUMN "messages_date_too_early";
  ALTER TABLE "forms" DROP COLUMN "messages_date_too_late";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_number";
  ALTER TABLE "forms" DROP COLUMN "messages_number_too_small";
  ALTER TABLE "forms" DROP COLUMN "messages_number_too_large";
  ALTER TABLE "forms" DROP COLUMN "messages_quiz_answer_not_correct";
  ALTER TABLE "forms" DROP COLUMN "messages_captcha_not_match";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_email";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_url";
  ALTER TABLE "forms" DROP COLUMN "messages_invalid_tel";
  ALTER TABLE "forms" DROP COLUMN "messages_undefined_value";
  ALTER TABLE "forms" DROP COLUMN "messages_too_many_items";
  ALTER TABLE "forms" DROP COLUMN "script";
  ALTER TABLE "forms" DROP COLUMN "api_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captcha_spent_id";
  ALTER TABLE "site_settings" DROP COLUMN "submission_retention_months";
  ALTER TABLE "site_settings" DROP COLUMN "captcha_provider";
  ALTER TABLE "site_settings" DROP COLUMN "captcha_site_key";
  ALTER TABLE "site_settings" DROP COLUMN "captcha_secret_key";
  ALTER TABLE "site_settings" DROP COLUMN "form_scripts";
  DROP TYPE "public"."enum_forms_after_submit_type";
  DROP TYPE "public"."enum_forms_after_submit_method";
  DROP TYPE "public"."enum_form_submissions_mail_status";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_outbox_source_kind";
  DROP TYPE "public"."enum_site_settings_captcha_provider";`)
}

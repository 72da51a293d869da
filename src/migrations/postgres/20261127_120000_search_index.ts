import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The site search's index (src/search/server/searchIndex.ts), beside Payload's tables and unknown to
// its schema snapshot: one row per published page or article with its words as a Spanish tsvector
// (title weighted A, text B) under a GIN index. Existing documents are indexed by the first search
// (searchIndex.reconcile).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_documents" (
    "kind" varchar NOT NULL,
    "doc_id" integer NOT NULL,
    "updated_at" timestamp(3) with time zone NOT NULL,
    "tsv" tsvector NOT NULL,
    PRIMARY KEY ("kind", "doc_id")
  );
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "search_documents";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The references' index (src/references/server/referenceIndex.ts), beside Payload's tables and
// unknown to its schema snapshot: one row per page or article read (its latest version's stamp and
// title) and one per reference it holds, by target (`media:12`, `path:/contacto/`). Existing
// documents are indexed when the site next starts (scripts/prepare.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "reference_sources" (
    "kind" varchar NOT NULL,
    "doc_id" integer NOT NULL,
    "title" varchar NOT NULL,
    "stamp" varchar NOT NULL,
    PRIMARY KEY ("kind", "doc_id")
  );
  CREATE TABLE "reference_links" (
    "kind" varchar NOT NULL,
    "doc_id" integer NOT NULL,
    "position" integer NOT NULL,
    "target" varchar NOT NULL,
    "what" varchar NOT NULL,
    "item_id" varchar,
    PRIMARY KEY ("kind", "doc_id", "position")
  );
  CREATE INDEX "reference_links_target_idx" ON "reference_links" ("target");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "reference_links"; DROP TABLE "reference_sources";`)
}

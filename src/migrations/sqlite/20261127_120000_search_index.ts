import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The site search's index (src/search/server/searchIndex.ts), beside Payload's tables and unknown to
// its schema snapshot: one row per published page or article, and an FTS5 table of its words whose
// rowid is that row's id. Existing documents are indexed by the first search (searchIndex.reconcile).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`kind\` text NOT NULL,
    \`doc_id\` integer NOT NULL,
    \`updated_at\` text NOT NULL
  );`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_documents_kind_doc_idx\` ON \`search_documents\` (\`kind\`, \`doc_id\`);`)
  await db.run(sql`CREATE VIRTUAL TABLE \`search_index\` USING fts5(\`title\`, \`body\`, tokenize = 'unicode61 remove_diacritics 2');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`DROP TABLE \`search_documents\`;`)
}

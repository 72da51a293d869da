import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The references' index (src/references/server/referenceIndex.ts), beside Payload's tables and
// unknown to its schema snapshot: one row per page or article read (its latest version's stamp and
// title) and one per reference it holds, by target (`media:12`, `path:/contacto/`). Existing
// documents are indexed when the site next starts (scripts/prepare.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reference_sources\` (
    \`kind\` text NOT NULL,
    \`doc_id\` integer NOT NULL,
    \`title\` text NOT NULL,
    \`stamp\` text NOT NULL,
    PRIMARY KEY (\`kind\`, \`doc_id\`)
  );`)
  await db.run(sql`CREATE TABLE \`reference_links\` (
    \`kind\` text NOT NULL,
    \`doc_id\` integer NOT NULL,
    \`position\` integer NOT NULL,
    \`target\` text NOT NULL,
    \`what\` text NOT NULL,
    \`item_id\` text,
    PRIMARY KEY (\`kind\`, \`doc_id\`, \`position\`)
  );`)
  await db.run(sql`CREATE INDEX \`reference_links_target_idx\` ON \`reference_links\` (\`target\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reference_links\`;`)
  await db.run(sql`DROP TABLE \`reference_sources\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`wordpress_imports\` ADD \`error_details\` text;`)
  await db.run(sql`ALTER TABLE \`wordpress_imports\` ADD \`started_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`wordpress_imports\` ADD \`on_conflict\` text;`)
  await db.run(sql`ALTER TABLE \`wordpress_imports\` ADD \`files\` text;`)
  await db.run(sql`CREATE INDEX \`wordpress_imports_started_by_idx\` ON \`wordpress_imports\` (\`started_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_wordpress_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text NOT NULL,
  	\`status\` text DEFAULT 'done' NOT NULL,
  	\`finished_at\` text,
  	\`progress\` text,
  	\`report\` text,
  	\`error\` text,
  	\`written\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_wordpress_imports\`("id", "source", "status", "finished_at", "progress", "report", "error", "written", "updated_at", "created_at") SELECT "id", "source", "status", "finished_at", "progress", "report", "error", "written", "updated_at", "created_at" FROM \`wordpress_imports\`;`)
  await db.run(sql`DROP TABLE \`wordpress_imports\`;`)
  await db.run(sql`ALTER TABLE \`__new_wordpress_imports\` RENAME TO \`wordpress_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`wordpress_imports_source_idx\` ON \`wordpress_imports\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`wordpress_imports_updated_at_idx\` ON \`wordpress_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`wordpress_imports_created_at_idx\` ON \`wordpress_imports\` (\`created_at\`);`)
}

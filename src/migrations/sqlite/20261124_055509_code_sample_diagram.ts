import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_code_sample_locales\` ADD \`diagram_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_code_sample_diagram_idx\` ON \`pages_blocks_code_sample_locales\` (\`diagram_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_code_sample_locales\` ADD \`diagram_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_code_sample_diagram_idx\` ON \`_pages_v_blocks_code_sample_locales\` (\`diagram_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_code_sample_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_code_sample\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_code_sample_locales\`("heading", "intro", "caption", "id", "_locale", "_parent_id") SELECT "heading", "intro", "caption", "id", "_locale", "_parent_id" FROM \`pages_blocks_code_sample_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_code_sample_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_code_sample_locales\` RENAME TO \`pages_blocks_code_sample_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_code_sample_locales_locale_parent_id_unique\` ON \`pages_blocks_code_sample_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_code_sample_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_code_sample\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_code_sample_locales\`("heading", "intro", "caption", "id", "_locale", "_parent_id") SELECT "heading", "intro", "caption", "id", "_locale", "_parent_id" FROM \`_pages_v_blocks_code_sample_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_code_sample_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_code_sample_locales\` RENAME TO \`_pages_v_blocks_code_sample_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_code_sample_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_code_sample_locales\` (\`_locale\`,\`_parent_id\`);`)
}

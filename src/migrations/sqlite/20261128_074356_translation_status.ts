import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`translation_states\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`document\` text,
  	\`status_de_c_h\` text,
  	\`status_en\` text,
  	\`state\` text,
  	\`seen_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`translation_states_key_idx\` ON \`translation_states\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`translation_states_target_idx\` ON \`translation_states\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`translation_states_document_idx\` ON \`translation_states\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`translation_states_status_status_de_c_h_idx\` ON \`translation_states\` (\`status_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`translation_states_status_status_en_idx\` ON \`translation_states\` (\`status_en\`);`)
  await db.run(sql`CREATE INDEX \`translation_states_updated_at_idx\` ON \`translation_states\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`translation_states_created_at_idx\` ON \`translation_states\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`pages_translation_translation_de_c_h_idx\` ON \`pages\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`pages_translation_translation_en_idx\` ON \`pages\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_translation_version_translation_de_c_h_idx\` ON \`_pages_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_translation_version_translation_en_idx\` ON \`_pages_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`posts_translation_translation_de_c_h_idx\` ON \`posts\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`posts_translation_translation_en_idx\` ON \`posts\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_translation_version_translation_de_c_h_idx\` ON \`_posts_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_translation_version_translation_en_idx\` ON \`_posts_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`case_studies_translation_translation_de_c_h_idx\` ON \`case_studies\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_translation_translation_en_idx\` ON \`case_studies\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_translation_version_translation__idx\` ON \`_case_studies_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_translation_version_translatio_1_idx\` ON \`_case_studies_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`glossary_terms\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`glossary_terms\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`glossary_terms_translation_translation_de_c_h_idx\` ON \`glossary_terms\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`glossary_terms_translation_translation_en_idx\` ON \`glossary_terms\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_glossary_terms_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_glossary_terms_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_glossary_terms_v_version_translation_version_translatio_idx\` ON \`_glossary_terms_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_glossary_terms_v_version_translation_version_translat_1_idx\` ON \`_glossary_terms_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`categories_translation_translation_de_c_h_idx\` ON \`categories\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`categories_translation_translation_en_idx\` ON \`categories\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_categories_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_categories_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_translation_version_translation_de_idx\` ON \`_categories_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_translation_version_translation_en_idx\` ON \`_categories_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`team_members_translation_translation_de_c_h_idx\` ON \`team_members\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`team_members_translation_translation_en_idx\` ON \`team_members\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_translation_version_translation__idx\` ON \`_team_members_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_translation_version_translatio_1_idx\` ON \`_team_members_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`testimonials_translation_translation_de_c_h_idx\` ON \`testimonials\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_translation_translation_en_idx\` ON \`testimonials\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_translation_version_translation__idx\` ON \`_testimonials_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_translation_version_translatio_1_idx\` ON \`_testimonials_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`job_openings_translation_translation_de_c_h_idx\` ON \`job_openings\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`job_openings_translation_translation_en_idx\` ON \`job_openings\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` ADD \`version_translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` ADD \`version_translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`_job_openings_v_version_translation_version_translation__idx\` ON \`_job_openings_v\` (\`version_translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`_job_openings_v_version_translation_version_translatio_1_idx\` ON \`_job_openings_v\` (\`version_translation_en\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`translation_de_c_h\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`translation_en\` text;`)
  await db.run(sql`CREATE INDEX \`forms_translation_translation_de_c_h_idx\` ON \`forms\` (\`translation_de_c_h\`);`)
  await db.run(sql`CREATE INDEX \`forms_translation_translation_en_idx\` ON \`forms\` (\`translation_en\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`translation_states_id\` integer REFERENCES translation_states(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_states_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_states_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`translation_states\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`case_studies_id\` integer,
  	\`glossary_terms_id\` integer,
  	\`categories_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`job_openings_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`organisations_id\` integer,
  	\`engine_instances_id\` integer,
  	\`provisioning_callbacks_id\` integer,
  	\`activity_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`locks_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`redirects_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`glossary_terms_id\`) REFERENCES \`glossary_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_openings_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`organisations_id\`) REFERENCES \`organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engine_instances_id\`) REFERENCES \`engine_instances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provisioning_callbacks_id\`) REFERENCES \`provisioning_callbacks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locks_id\`) REFERENCES \`locks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "case_studies_id", "glossary_terms_id", "categories_id", "team_members_id", "testimonials_id", "job_openings_id", "media_id", "users_id", "customers_id", "organisations_id", "engine_instances_id", "provisioning_callbacks_id", "activity_id", "newsletter_subscribers_id", "locks_id", "forms_id", "form_submissions_id", "redirects_id", "search_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "case_studies_id", "glossary_terms_id", "categories_id", "team_members_id", "testimonials_id", "job_openings_id", "media_id", "users_id", "customers_id", "organisations_id", "engine_instances_id", "provisioning_callbacks_id", "activity_id", "newsletter_subscribers_id", "locks_id", "forms_id", "form_submissions_id", "redirects_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_glossary_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`glossary_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engine_instances_id_idx\` ON \`payload_locked_documents_rels\` (\`engine_instances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provisioning_callbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`provisioning_callbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locks_id_idx\` ON \`payload_locked_documents_rels\` (\`locks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`DROP INDEX \`pages_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_translation_version_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_translation_version_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`posts_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`posts_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_translation_version_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_translation_version_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`case_studies_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`case_studies_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`case_studies\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`case_studies\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_case_studies_v_version_translation_version_translation__idx\`;`)
  await db.run(sql`DROP INDEX \`_case_studies_v_version_translation_version_translatio_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`glossary_terms_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`glossary_terms_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`glossary_terms\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`glossary_terms\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_glossary_terms_v_version_translation_version_translatio_idx\`;`)
  await db.run(sql`DROP INDEX \`_glossary_terms_v_version_translation_version_translat_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_glossary_terms_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_glossary_terms_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`categories_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`categories_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_categories_v_version_translation_version_translation_de_idx\`;`)
  await db.run(sql`DROP INDEX \`_categories_v_version_translation_version_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`_categories_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_categories_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`team_members_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`team_members_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_team_members_v_version_translation_version_translation__idx\`;`)
  await db.run(sql`DROP INDEX \`_team_members_v_version_translation_version_translatio_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`testimonials_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`testimonials_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_version_translation_version_translation__idx\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_version_translation_version_translatio_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`job_openings_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`job_openings_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`translation_en\`;`)
  await db.run(sql`DROP INDEX \`_job_openings_v_version_translation_version_translation__idx\`;`)
  await db.run(sql`DROP INDEX \`_job_openings_v_version_translation_version_translatio_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` DROP COLUMN \`version_translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` DROP COLUMN \`version_translation_en\`;`)
  await db.run(sql`DROP INDEX \`forms_translation_translation_de_c_h_idx\`;`)
  await db.run(sql`DROP INDEX \`forms_translation_translation_en_idx\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`translation_de_c_h\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`translation_en\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_pages_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__pages_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__pages_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_posts_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_posts_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__posts_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__posts_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_case_studies_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_case_studies_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__case_studies_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__case_studies_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_glossary_terms_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_glossary_terms_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__glossary_terms_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__glossary_terms_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_categories_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_categories_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__categories_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__categories_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_team_members_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_team_members_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__team_members_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__team_members_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_testimonials_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_testimonials_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__testimonials_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__testimonials_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_job_openings_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_job_openings_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__job_openings_v_version_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum__job_openings_v_version_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_forms_translation_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_forms_translation_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_translation_states_status_de_c_h" AS ENUM('current', 'outdated', 'missing');
  CREATE TYPE "public"."enum_translation_states_status_en" AS ENUM('current', 'outdated', 'missing');
  CREATE TABLE "translation_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"document" varchar,
  	"status_de_c_h" "enum_translation_states_status_de_c_h",
  	"status_en" "enum_translation_states_status_en",
  	"state" jsonb,
  	"seen_at" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "translation_de_c_h" "enum_pages_translation_de_c_h";
  ALTER TABLE "pages" ADD COLUMN "translation_en" "enum_pages_translation_en";
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_de_c_h" "enum__pages_v_version_translation_de_c_h";
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_en" "enum__pages_v_version_translation_en";
  ALTER TABLE "posts" ADD COLUMN "translation_de_c_h" "enum_posts_translation_de_c_h";
  ALTER TABLE "posts" ADD COLUMN "translation_en" "enum_posts_translation_en";
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_de_c_h" "enum__posts_v_version_translation_de_c_h";
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_en" "enum__posts_v_version_translation_en";
  ALTER TABLE "case_studies" ADD COLUMN "translation_de_c_h" "enum_case_studies_translation_de_c_h";
  ALTER TABLE "case_studies" ADD COLUMN "translation_en" "enum_case_studies_translation_en";
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_translation_de_c_h" "enum__case_studies_v_version_translation_de_c_h";
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_translation_en" "enum__case_studies_v_version_translation_en";
  ALTER TABLE "glossary_terms" ADD COLUMN "translation_de_c_h" "enum_glossary_terms_translation_de_c_h";
  ALTER TABLE "glossary_terms" ADD COLUMN "translation_en" "enum_glossary_terms_translation_en";
  ALTER TABLE "_glossary_terms_v" ADD COLUMN "version_translation_de_c_h" "enum__glossary_terms_v_version_translation_de_c_h";
  ALTER TABLE "_glossary_terms_v" ADD COLUMN "version_translation_en" "enum__glossary_terms_v_version_translation_en";
  ALTER TABLE "categories" ADD COLUMN "translation_de_c_h" "enum_categories_translation_de_c_h";
  ALTER TABLE "categories" ADD COLUMN "translation_en" "enum_categories_translation_en";
  ALTER TABLE "_categories_v" ADD COLUMN "version_translation_de_c_h" "enum__categories_v_version_translation_de_c_h";
  ALTER TABLE "_categories_v" ADD COLUMN "version_translation_en" "enum__categories_v_version_translation_en";
  ALTER TABLE "team_members" ADD COLUMN "translation_de_c_h" "enum_team_members_translation_de_c_h";
  ALTER TABLE "team_members" ADD COLUMN "translation_en" "enum_team_members_translation_en";
  ALTER TABLE "_team_members_v" ADD COLUMN "version_translation_de_c_h" "enum__team_members_v_version_translation_de_c_h";
  ALTER TABLE "_team_members_v" ADD COLUMN "version_translation_en" "enum__team_members_v_version_translation_en";
  ALTER TABLE "testimonials" ADD COLUMN "translation_de_c_h" "enum_testimonials_translation_de_c_h";
  ALTER TABLE "testimonials" ADD COLUMN "translation_en" "enum_testimonials_translation_en";
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_translation_de_c_h" "enum__testimonials_v_version_translation_de_c_h";
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_translation_en" "enum__testimonials_v_version_translation_en";
  ALTER TABLE "job_openings" ADD COLUMN "translation_de_c_h" "enum_job_openings_translation_de_c_h";
  ALTER TABLE "job_openings" ADD COLUMN "translation_en" "enum_job_openings_translation_en";
  ALTER TABLE "_job_openings_v" ADD COLUMN "version_translation_de_c_h" "enum__job_openings_v_version_translation_de_c_h";
  ALTER TABLE "_job_openings_v" ADD COLUMN "version_translation_en" "enum__job_openings_v_version_translation_en";
  ALTER TABLE "forms" ADD COLUMN "translation_de_c_h" "enum_forms_translation_de_c_h";
  ALTER TABLE "forms" ADD COLUMN "translation_en" "enum_forms_translation_en";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_states_id" integer;
  CREATE UNIQUE INDEX "translation_states_key_idx" ON "translation_states" USING btree ("key");
  CREATE INDEX "translation_states_target_idx" ON "translation_states" USING btree ("target");
  CREATE INDEX "translation_states_document_idx" ON "translation_states" USING btree ("document");
  CREATE INDEX "translation_states_status_status_de_c_h_idx" ON "translation_states" USING btree ("status_de_c_h");
  CREATE INDEX "translation_states_status_status_en_idx" ON "translation_states" USING btree ("status_en");
  CREATE INDEX "translation_states_updated_at_idx" ON "translation_states" USING btree ("updated_at");
  CREATE INDEX "translation_states_created_at_idx" ON "translation_states" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_states_fk" FOREIGN KEY ("translation_states_id") REFERENCES "public"."translation_states"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_translation_translation_de_c_h_idx" ON "pages" USING btree ("translation_de_c_h");
  CREATE INDEX "pages_translation_translation_en_idx" ON "pages" USING btree ("translation_en");
  CREATE INDEX "_pages_v_version_translation_version_translation_de_c_h_idx" ON "_pages_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_pages_v_version_translation_version_translation_en_idx" ON "_pages_v" USING btree ("version_translation_en");
  CREATE INDEX "posts_translation_translation_de_c_h_idx" ON "posts" USING btree ("translation_de_c_h");
  CREATE INDEX "posts_translation_translation_en_idx" ON "posts" USING btree ("translation_en");
  CREATE INDEX "_posts_v_version_translation_version_translation_de_c_h_idx" ON "_posts_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_posts_v_version_translation_version_translation_en_idx" ON "_posts_v" USING btree ("version_translation_en");
  CREATE INDEX "case_studies_translation_translation_de_c_h_idx" ON "case_studies" USING btree ("translation_de_c_h");
  CREATE INDEX "case_studies_translation_translation_en_idx" ON "case_studies" USING btree ("translation_en");
  CREATE INDEX "_case_studies_v_version_translation_version_translation__idx" ON "_case_studies_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_case_studies_v_version_translation_version_translatio_1_idx" ON "_case_studies_v" USING btree ("version_translation_en");
  CREATE INDEX "glossary_terms_translation_translation_de_c_h_idx" ON "glossary_terms" USING btree ("translation_de_c_h");
  CREATE INDEX "glossary_terms_translation_translation_en_idx" ON "glossary_terms" USING btree ("translation_en");
  CREATE INDEX "_glossary_terms_v_version_translation_version_translatio_idx" ON "_glossary_terms_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_glossary_terms_v_version_translation_version_translat_1_idx" ON "_glossary_terms_v" USING btree ("version_translation_en");
  CREATE INDEX "categories_translation_translation_de_c_h_idx" ON "categories" USING btree ("translation_de_c_h");
  CREATE INDEX "categories_translation_translation_en_idx" ON "categories" USING btree ("translation_en");
  CREATE INDEX "_categories_v_version_translation_version_translation_de_idx" ON "_categories_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_categories_v_version_translation_version_translation_en_idx" ON "_categories_v" USING btree ("version_translation_en");
  CREATE INDEX "team_members_translation_translation_de_c_h_idx" ON "team_members" USING btree ("translation_de_c_h");
  CREATE INDEX "team_members_translation_translation_en_idx" ON "team_members" USING btree ("translation_en");
  CREATE INDEX "_team_members_v_version_translation_version_translation__idx" ON "_team_members_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_team_members_v_version_translation_version_translatio_1_idx" ON "_team_members_v" USING btree ("version_translation_en");
  CREATE INDEX "testimonials_translation_translation_de_c_h_idx" ON "testimonials" USING btree ("translation_de_c_h");
  CREATE INDEX "testimonials_translation_translation_en_idx" ON "testimonials" USING btree ("translation_en");
  CREATE INDEX "_testimonials_v_version_translation_version_translation__idx" ON "_testimonials_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_testimonials_v_version_translation_version_translatio_1_idx" ON "_testimonials_v" USING btree ("version_translation_en");
  CREATE INDEX "job_openings_translation_translation_de_c_h_idx" ON "job_openings" USING btree ("translation_de_c_h");
  CREATE INDEX "job_openings_translation_translation_en_idx" ON "job_openings" USING btree ("translation_en");
  CREATE INDEX "_job_openings_v_version_translation_version_translation__idx" ON "_job_openings_v" USING btree ("version_translation_de_c_h");
  CREATE INDEX "_job_openings_v_version_translation_version_translatio_1_idx" ON "_job_openings_v" USING btree ("version_translation_en");
  CREATE INDEX "forms_translation_translation_de_c_h_idx" ON "forms" USING btree ("translation_de_c_h");
  CREATE INDEX "forms_translation_translation_en_idx" ON "forms" USING btree ("translation_en");
  CREATE INDEX "payload_locked_documents_rels_translation_states_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_states_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_states" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_states" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_states_fk";
  
  DROP INDEX "pages_translation_translation_de_c_h_idx";
  DROP INDEX "pages_translation_translation_en_idx";
  DROP INDEX "_pages_v_version_translation_version_translation_de_c_h_idx";
  DROP INDEX "_pages_v_version_translation_version_translation_en_idx";
  DROP INDEX "posts_translation_translation_de_c_h_idx";
  DROP INDEX "posts_translation_translation_en_idx";
  DROP INDEX "_posts_v_version_translation_version_translation_de_c_h_idx";
  DROP INDEX "_posts_v_version_translation_version_translation_en_idx";
  DROP INDEX "case_studies_translation_translation_de_c_h_idx";
  DROP INDEX "case_studies_translation_translation_en_idx";
  DROP INDEX "_case_studies_v_version_translation_version_translation__idx";
  DROP INDEX "_case_studies_v_version_translation_version_translatio_1_idx";
  DROP INDEX "glossary_terms_translation_translation_de_c_h_idx";
  DROP INDEX "glossary_terms_translation_translation_en_idx";
  DROP INDEX "_glossary_terms_v_version_translation_version_translatio_idx";
  DROP INDEX "_glossary_terms_v_version_translation_version_translat_1_idx";
  DROP INDEX "categories_translation_translation_de_c_h_idx";
  DROP INDEX "categories_translation_translation_en_idx";
  DROP INDEX "_categories_v_version_translation_version_translation_de_idx";
  DROP INDEX "_categories_v_version_translation_version_translation_en_idx";
  DROP INDEX "team_members_translation_translation_de_c_h_idx";
  DROP INDEX "team_members_translation_translation_en_idx";
  DROP INDEX "_team_members_v_version_translation_version_translation__idx";
  DROP INDEX "_team_members_v_version_translation_version_translatio_1_idx";
  DROP INDEX "testimonials_translation_translation_de_c_h_idx";
  DROP INDEX "testimonials_translation_translation_en_idx";
  DROP INDEX "_testimonials_v_version_translation_version_translation__idx";
  DROP INDEX "_testimonials_v_version_translation_version_translatio_1_idx";
  DROP INDEX "job_openings_translation_translation_de_c_h_idx";
  DROP INDEX "job_openings_translation_translation_en_idx";
  DROP INDEX "_job_openings_v_version_translation_version_translation__idx";
  DROP INDEX "_job_openings_v_version_translation_version_translatio_1_idx";
  DROP INDEX "forms_translation_translation_de_c_h_idx";
  DROP INDEX "forms_translation_translation_en_idx";
  DROP INDEX "payload_locked_documents_rels_translation_states_id_idx";
  ALTER TABLE "pages" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "pages" DROP COLUMN "translation_en";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "posts" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "posts" DROP COLUMN "translation_en";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "case_studies" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "case_studies" DROP COLUMN "translation_en";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "glossary_terms" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "glossary_terms" DROP COLUMN "translation_en";
  ALTER TABLE "_glossary_terms_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_glossary_terms_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "categories" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "categories" DROP COLUMN "translation_en";
  ALTER TABLE "_categories_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_categories_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "team_members" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "team_members" DROP COLUMN "translation_en";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "testimonials" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "testimonials" DROP COLUMN "translation_en";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "job_openings" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "job_openings" DROP COLUMN "translation_en";
  ALTER TABLE "_job_openings_v" DROP COLUMN "version_translation_de_c_h";
  ALTER TABLE "_job_openings_v" DROP COLUMN "version_translation_en";
  ALTER TABLE "forms" DROP COLUMN "translation_de_c_h";
  ALTER TABLE "forms" DROP COLUMN "translation_en";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_states_id";
  DROP TYPE "public"."enum_pages_translation_de_c_h";
  DROP TYPE "public"."enum_pages_translation_en";
  DROP TYPE "public"."enum__pages_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__pages_v_version_translation_en";
  DROP TYPE "public"."enum_posts_translation_de_c_h";
  DROP TYPE "public"."enum_posts_translation_en";
  DROP TYPE "public"."enum__posts_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__posts_v_version_translation_en";
  DROP TYPE "public"."enum_case_studies_translation_de_c_h";
  DROP TYPE "public"."enum_case_studies_translation_en";
  DROP TYPE "public"."enum__case_studies_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__case_studies_v_version_translation_en";
  DROP TYPE "public"."enum_glossary_terms_translation_de_c_h";
  DROP TYPE "public"."enum_glossary_terms_translation_en";
  DROP TYPE "public"."enum__glossary_terms_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__glossary_terms_v_version_translation_en";
  DROP TYPE "public"."enum_categories_translation_de_c_h";
  DROP TYPE "public"."enum_categories_translation_en";
  DROP TYPE "public"."enum__categories_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__categories_v_version_translation_en";
  DROP TYPE "public"."enum_team_members_translation_de_c_h";
  DROP TYPE "public"."enum_team_members_translation_en";
  DROP TYPE "public"."enum__team_members_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__team_members_v_version_translation_en";
  DROP TYPE "public"."enum_testimonials_translation_de_c_h";
  DROP TYPE "public"."enum_testimonials_translation_en";
  DROP TYPE "public"."enum__testimonials_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__testimonials_v_version_translation_en";
  DROP TYPE "public"."enum_job_openings_translation_de_c_h";
  DROP TYPE "public"."enum_job_openings_translation_en";
  DROP TYPE "public"."enum__job_openings_v_version_translation_de_c_h";
  DROP TYPE "public"."enum__job_openings_v_version_translation_en";
  DROP TYPE "public"."enum_forms_translation_de_c_h";
  DROP TYPE "public"."enum_forms_translation_en";
  DROP TYPE "public"."enum_translation_states_status_de_c_h";
  DROP TYPE "public"."enum_translation_states_status_en";`)
}

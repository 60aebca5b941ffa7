import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_activity_action" AS ENUM('launched', 'retried', 'deleted', 'invited', 'invitationRevoked', 'invitationResent', 'joined', 'removed', 'roleChanged', 'ownershipTransferred', 'left');
  CREATE TYPE "public"."enum_activity_role" AS ENUM('owner', 'admin', 'member');
  ALTER TYPE "public"."enum_organisations_members_role" ADD VALUE 'admin' BEFORE 'member';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'suspendEngine';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'resumeEngine';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'requestSuspension';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'requestResume';
  ALTER TYPE "public"."enum_engine_instances_status" ADD VALUE 'suspended';
  ALTER TYPE "public"."enum_forms_purpose" ADD VALUE 'offer';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'closeAccount' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueTrialEnds' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyTrialEnd' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'suspendInstance' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resumeInstance' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendTeamEmail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'closeAccount' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueTrialEnds' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyTrialEnd' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'suspendInstance' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resumeInstance' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendTeamEmail' BEFORE 'createCollectionExport';
  CREATE TABLE "activity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organisation_id" integer NOT NULL,
  	"action" "enum_activity_action" NOT NULL,
  	"actor_customer_id" integer,
  	"actor_staff_id" integer,
  	"subject" varchar,
  	"subject_customer_id" integer,
  	"subject_instance_id" integer,
  	"role" "enum_activity_role",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_media_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_media_block" DROP CONSTRAINT "pages_blocks_media_block_media_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_media_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_media_block" DROP CONSTRAINT "_pages_v_blocks_media_block_media_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_media_idx";
  DROP INDEX "pages_blocks_media_block_media_idx";
  DROP INDEX "_pages_v_blocks_hero_media_idx";
  DROP INDEX "_pages_v_blocks_media_block_media_idx";
  ALTER TABLE "media_locales" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero_locales" ADD COLUMN "media_id" integer;
  ALTER TABLE "pages_blocks_media_block_locales" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v_blocks_media_block_locales" ADD COLUMN "media_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "logo_id" integer;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_logo_id" integer;
  ALTER TABLE "media" ADD COLUMN "decorative" boolean DEFAULT false;
  ALTER TABLE "customers" ADD COLUMN "trial_suspended_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "pending_email_expires_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "engine_instances" ADD COLUMN "suspended_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_id" integer;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_customer_id_customers_id_fk" FOREIGN KEY ("actor_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_staff_id_users_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_subject_customer_id_customers_id_fk" FOREIGN KEY ("subject_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_subject_instance_id_engine_instances_id_fk" FOREIGN KEY ("subject_instance_id") REFERENCES "public"."engine_instances"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activity_organisation_idx" ON "activity" USING btree ("organisation_id");
  CREATE INDEX "activity_actor_customer_idx" ON "activity" USING btree ("actor_customer_id");
  CREATE INDEX "activity_actor_staff_idx" ON "activity" USING btree ("actor_staff_id");
  CREATE INDEX "activity_subject_customer_idx" ON "activity" USING btree ("subject_customer_id");
  CREATE INDEX "activity_subject_instance_idx" ON "activity" USING btree ("subject_instance_id");
  CREATE INDEX "activity_updated_at_idx" ON "activity" USING btree ("updated_at");
  CREATE INDEX "activity_created_at_idx" ON "activity" USING btree ("created_at");
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block_locales" ADD CONSTRAINT "pages_blocks_media_block_locales_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block_locales" ADD CONSTRAINT "_pages_v_blocks_media_block_locales_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_media_idx" ON "pages_blocks_hero_locales" USING btree ("media_id","_locale");
  CREATE INDEX "pages_blocks_media_block_media_idx" ON "pages_blocks_media_block_locales" USING btree ("media_id","_locale");
  CREATE INDEX "_pages_v_blocks_hero_media_idx" ON "_pages_v_blocks_hero_locales" USING btree ("media_id","_locale");
  CREATE INDEX "_pages_v_blocks_media_block_media_idx" ON "_pages_v_blocks_media_block_locales" USING btree ("media_id","_locale");
  CREATE INDEX "testimonials_logo_idx" ON "testimonials" USING btree ("logo_id");
  CREATE INDEX "_testimonials_v_version_version_logo_idx" ON "_testimonials_v" USING btree ("version_logo_id");
  CREATE INDEX "payload_locked_documents_rels_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_id");
  -- The hero and media blocks' image becomes localized: the current one serves both languages.
  UPDATE "pages_blocks_hero_locales" AS l SET "media_id" = b."media_id" FROM "pages_blocks_hero" AS b WHERE l."_parent_id" = b."id" AND b."media_id" IS NOT NULL;
  UPDATE "pages_blocks_media_block_locales" AS l SET "media_id" = b."media_id" FROM "pages_blocks_media_block" AS b WHERE l."_parent_id" = b."id" AND b."media_id" IS NOT NULL;
  UPDATE "_pages_v_blocks_hero_locales" AS l SET "media_id" = b."media_id" FROM "_pages_v_blocks_hero" AS b WHERE l."_parent_id" = b."id" AND b."media_id" IS NOT NULL;
  UPDATE "_pages_v_blocks_media_block_locales" AS l SET "media_id" = b."media_id" FROM "_pages_v_blocks_media_block" AS b WHERE l."_parent_id" = b."id" AND b."media_id" IS NOT NULL;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "media_id";
  ALTER TABLE "pages_blocks_media_block" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v_blocks_media_block" DROP COLUMN "media_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity" CASCADE;
  ALTER TABLE "pages_blocks_hero_locales" DROP CONSTRAINT "pages_blocks_hero_locales_media_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_media_block_locales" DROP CONSTRAINT "pages_blocks_media_block_locales_media_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_locales" DROP CONSTRAINT "_pages_v_blocks_hero_locales_media_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_media_block_locales" DROP CONSTRAINT "_pages_v_blocks_media_block_locales_media_id_media_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_logo_id_media_id_fk";
  
  ALTER TABLE "_testimonials_v" DROP CONSTRAINT "_testimonials_v_version_logo_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activity_fk";
  
  ALTER TABLE "organisations_members" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "organisations_members" ALTER COLUMN "role" SET DEFAULT 'member'::text;
  DROP TYPE "public"."enum_organisations_members_role";
  CREATE TYPE "public"."enum_organisations_members_role" AS ENUM('owner', 'member');
  ALTER TABLE "organisations_members" ALTER COLUMN "role" SET DEFAULT 'member'::"public"."enum_organisations_members_role";
  ALTER TABLE "organisations_members" ALTER COLUMN "role" SET DATA TYPE "public"."enum_organisations_members_role" USING "role"::"public"."enum_organisations_members_role";
  ALTER TABLE "engine_instances_tasks" ALTER COLUMN "step" SET DATA TYPE text;
  DROP TYPE "public"."enum_engine_instances_tasks_step";
  CREATE TYPE "public"."enum_engine_instances_tasks_step" AS ENUM('allocateSubdomain', 'createDatabase', 'deployEngine', 'configureEmail', 'healthCheck', 'requestProvisioning', 'removeEngine', 'removeDatabase', 'releaseSubdomain', 'requestDeletion');
  ALTER TABLE "engine_instances_tasks" ALTER COLUMN "step" SET DATA TYPE "public"."enum_engine_instances_tasks_step" USING "step"::"public"."enum_engine_instances_tasks_step";
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DEFAULT 'provisioning'::text;
  DROP TYPE "public"."enum_engine_instances_status";
  CREATE TYPE "public"."enum_engine_instances_status" AS ENUM('provisioning', 'running', 'failed', 'stopped', 'deleting', 'deleted');
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DEFAULT 'provisioning'::"public"."enum_engine_instances_status";
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DATA TYPE "public"."enum_engine_instances_status" USING "status"::"public"."enum_engine_instances_status";
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DATA TYPE text;
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_forms_purpose";
  CREATE TYPE "public"."enum_forms_purpose" AS ENUM('contact', 'audit', 'newsletter');
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DEFAULT 'contact'::"public"."enum_forms_purpose";
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_forms_purpose" USING "purpose"::"public"."enum_forms_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifySubmission', 'sendNewsletterOptIn', 'formsRetention', 'provisionInstance', 'teardownInstance', 'sendAccountEmail', 'queueTrialReminders', 'sendTrialReminder', 'notifyEngineStatus', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifySubmission', 'sendNewsletterOptIn', 'formsRetention', 'provisionInstance', 'teardownInstance', 'sendAccountEmail', 'queueTrialReminders', 'sendTrialReminder', 'notifyEngineStatus', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_blocks_hero_media_idx";
  DROP INDEX "pages_blocks_media_block_media_idx";
  DROP INDEX "_pages_v_blocks_hero_media_idx";
  DROP INDEX "_pages_v_blocks_media_block_media_idx";
  DROP INDEX "testimonials_logo_idx";
  DROP INDEX "_testimonials_v_version_version_logo_idx";
  DROP INDEX "payload_locked_documents_rels_activity_id_idx";
  ALTER TABLE "media_locales" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "media_id" integer;
  ALTER TABLE "pages_blocks_media_block" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v_blocks_media_block" ADD COLUMN "media_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_media_idx" ON "pages_blocks_hero" USING btree ("media_id");
  CREATE INDEX "pages_blocks_media_block_media_idx" ON "pages_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_hero_media_idx" ON "_pages_v_blocks_hero" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_media_block_media_idx" ON "_pages_v_blocks_media_block" USING btree ("media_id");
  ALTER TABLE "pages_blocks_hero_locales" DROP COLUMN "media_id";
  ALTER TABLE "pages_blocks_media_block_locales" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v_blocks_hero_locales" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v_blocks_media_block_locales" DROP COLUMN "media_id";
  ALTER TABLE "testimonials" DROP COLUMN "logo_id";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_logo_id";
  ALTER TABLE "media" DROP COLUMN "decorative";
  ALTER TABLE "customers" DROP COLUMN "trial_suspended_at";
  ALTER TABLE "customers" DROP COLUMN "pending_email";
  ALTER TABLE "customers" DROP COLUMN "pending_email_token_hash";
  ALTER TABLE "customers" DROP COLUMN "pending_email_expires_at";
  ALTER TABLE "customers" DROP COLUMN "closed_at";
  ALTER TABLE "engine_instances" DROP COLUMN "suspended_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_id";
  DROP TYPE "public"."enum_activity_action";
  DROP TYPE "public"."enum_activity_role";`)
}

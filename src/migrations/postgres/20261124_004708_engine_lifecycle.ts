import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'removeEngine';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'removeDatabase';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'releaseSubdomain';
  ALTER TYPE "public"."enum_engine_instances_tasks_step" ADD VALUE 'requestDeletion';
  ALTER TYPE "public"."enum_engine_instances_status" ADD VALUE 'deleting';
  ALTER TYPE "public"."enum_engine_instances_status" ADD VALUE 'deleted';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'teardownInstance' BEFORE 'sendAccountEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'teardownInstance' BEFORE 'sendAccountEmail';
  ALTER TABLE "engine_instances" ADD COLUMN "released_subdomain" varchar;
  ALTER TABLE "engine_instances" ADD COLUMN "launch_retries" numeric DEFAULT 0;
  ALTER TABLE "engine_instances" ADD COLUMN "teardown_attempts" numeric DEFAULT 0;
  ALTER TABLE "engine_instances" ADD COLUMN "deleted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "engine_instances_tasks" ALTER COLUMN "step" SET DATA TYPE text;
  DROP TYPE "public"."enum_engine_instances_tasks_step";
  CREATE TYPE "public"."enum_engine_instances_tasks_step" AS ENUM('allocateSubdomain', 'createDatabase', 'deployEngine', 'configureEmail', 'healthCheck', 'requestProvisioning');
  ALTER TABLE "engine_instances_tasks" ALTER COLUMN "step" SET DATA TYPE "public"."enum_engine_instances_tasks_step" USING "step"::"public"."enum_engine_instances_tasks_step";
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DEFAULT 'provisioning'::text;
  DROP TYPE "public"."enum_engine_instances_status";
  CREATE TYPE "public"."enum_engine_instances_status" AS ENUM('provisioning', 'running', 'failed', 'stopped');
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DEFAULT 'provisioning'::"public"."enum_engine_instances_status";
  ALTER TABLE "engine_instances" ALTER COLUMN "status" SET DATA TYPE "public"."enum_engine_instances_status" USING "status"::"public"."enum_engine_instances_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifySubmission', 'sendNewsletterOptIn', 'formsRetention', 'provisionInstance', 'sendAccountEmail', 'queueTrialReminders', 'sendTrialReminder', 'notifyEngineStatus', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifySubmission', 'sendNewsletterOptIn', 'formsRetention', 'provisionInstance', 'sendAccountEmail', 'queueTrialReminders', 'sendTrialReminder', 'notifyEngineStatus', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "engine_instances" DROP COLUMN "released_subdomain";
  ALTER TABLE "engine_instances" DROP COLUMN "launch_retries";
  ALTER TABLE "engine_instances" DROP COLUMN "teardown_attempts";
  ALTER TABLE "engine_instances" DROP COLUMN "deleted_at";`)
}

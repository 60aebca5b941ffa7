import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_api_tokens_scope" AS ENUM('read', 'manage');
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'apiTokenCreated';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'apiTokenRevoked';
  ALTER TYPE "public"."enum_activity_action" ADD VALUE 'apiTokenUsed';
  CREATE TABLE "api_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"organisation_id" integer,
  	"scope" "enum_api_tokens_scope" NOT NULL,
  	"display_prefix" varchar NOT NULL,
  	"secret_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"revoked_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "activity" ADD COLUMN "actor_token_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "api_tokens_id" integer;
  ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_id_customers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_id_customers_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "api_tokens_organisation_idx" ON "api_tokens" USING btree ("organisation_id");
  CREATE UNIQUE INDEX "api_tokens_secret_hash_idx" ON "api_tokens" USING btree ("secret_hash");
  CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens" USING btree ("created_by_id");
  CREATE INDEX "api_tokens_revoked_by_idx" ON "api_tokens" USING btree ("revoked_by_id");
  CREATE INDEX "api_tokens_updated_at_idx" ON "api_tokens" USING btree ("updated_at");
  CREATE INDEX "api_tokens_created_at_idx" ON "api_tokens" USING btree ("created_at");
  ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_token_id_api_tokens_id_fk" FOREIGN KEY ("actor_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_tokens_fk" FOREIGN KEY ("api_tokens_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "activity_actor_token_idx" ON "activity" USING btree ("actor_token_id");
  CREATE INDEX "payload_locked_documents_rels_api_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("api_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "api_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "api_tokens" CASCADE;
  ALTER TABLE "activity" DROP CONSTRAINT "activity_actor_token_id_api_tokens_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_api_tokens_fk";
  
  DELETE FROM "activity" WHERE "action" IN ('apiTokenCreated', 'apiTokenRevoked', 'apiTokenUsed');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_action";
  CREATE TYPE "public"."enum_activity_action" AS ENUM('launched', 'retried', 'deleted', 'invited', 'invitationRevoked', 'invitationResent', 'joined', 'removed', 'roleChanged', 'ownershipTransferred', 'left');
  ALTER TABLE "activity" ALTER COLUMN "action" SET DATA TYPE "public"."enum_activity_action" USING "action"::"public"."enum_activity_action";
  DROP INDEX "activity_actor_token_idx";
  DROP INDEX "payload_locked_documents_rels_api_tokens_id_idx";
  ALTER TABLE "activity" DROP COLUMN "actor_token_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "api_tokens_id";
  DROP TYPE "public"."enum_api_tokens_scope";`)
}

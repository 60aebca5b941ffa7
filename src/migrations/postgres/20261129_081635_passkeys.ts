import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_passkeys_account_collection" AS ENUM('customers', 'users');
  CREATE TYPE "public"."enum_passkey_challenges_ceremony" AS ENUM('register', 'signIn', 'confirm');
  CREATE TYPE "public"."enum_passkey_challenges_account_collection" AS ENUM('customers', 'users');
  CREATE TABLE "passkeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_collection" "enum_passkeys_account_collection" NOT NULL,
  	"account" varchar NOT NULL,
  	"credential_id" varchar NOT NULL,
  	"public_key" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL,
  	"transports" varchar,
  	"name" varchar NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "passkey_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"challenge" varchar NOT NULL,
  	"ceremony" "enum_passkey_challenges_ceremony" NOT NULL,
  	"account_collection" "enum_passkey_challenges_account_collection" NOT NULL,
  	"account" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passkeys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passkey_challenges_id" integer;
  CREATE INDEX "passkeys_account_collection_idx" ON "passkeys" USING btree ("account_collection");
  CREATE INDEX "passkeys_account_idx" ON "passkeys" USING btree ("account");
  CREATE UNIQUE INDEX "passkeys_credential_id_idx" ON "passkeys" USING btree ("credential_id");
  CREATE INDEX "passkeys_updated_at_idx" ON "passkeys" USING btree ("updated_at");
  CREATE INDEX "passkeys_created_at_idx" ON "passkeys" USING btree ("created_at");
  CREATE UNIQUE INDEX "passkey_challenges_challenge_idx" ON "passkey_challenges" USING btree ("challenge");
  CREATE INDEX "passkey_challenges_account_collection_idx" ON "passkey_challenges" USING btree ("account_collection");
  CREATE INDEX "passkey_challenges_expires_at_idx" ON "passkey_challenges" USING btree ("expires_at");
  CREATE INDEX "passkey_challenges_updated_at_idx" ON "passkey_challenges" USING btree ("updated_at");
  CREATE INDEX "passkey_challenges_created_at_idx" ON "passkey_challenges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passkeys_fk" FOREIGN KEY ("passkeys_id") REFERENCES "public"."passkeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passkey_challenges_fk" FOREIGN KEY ("passkey_challenges_id") REFERENCES "public"."passkey_challenges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_passkeys_id_idx" ON "payload_locked_documents_rels" USING btree ("passkeys_id");
  CREATE INDEX "payload_locked_documents_rels_passkey_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("passkey_challenges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "passkeys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passkey_challenges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "passkeys" CASCADE;
  DROP TABLE "passkey_challenges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passkeys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passkey_challenges_fk";
  
  DROP INDEX "payload_locked_documents_rels_passkeys_id_idx";
  DROP INDEX "payload_locked_documents_rels_passkey_challenges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passkeys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passkey_challenges_id";
  DROP TYPE "public"."enum_passkeys_account_collection";
  DROP TYPE "public"."enum_passkey_challenges_ceremony";
  DROP TYPE "public"."enum_passkey_challenges_account_collection";`)
}

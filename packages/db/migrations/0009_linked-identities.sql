-- Sign-in with Google and Facebook. An account made through a provider has no password until the
-- learner sets one, so the password hash becomes optional.
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
CREATE TABLE "linked_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "linked_identities_provider_subject_pk" PRIMARY KEY("provider","subject"),
	CONSTRAINT "linked_identities_user_provider_unique" UNIQUE("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "oauth_flows" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"intent" text NOT NULL,
	"user_id" text,
	"remember_me" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"status" text DEFAULT 'started' NOT NULL,
	"result_user_id" text,
	"new_account" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"subject" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linked_identities" ADD CONSTRAINT "linked_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_result_user_id_users_id_fk" FOREIGN KEY ("result_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_flows_expires_idx" ON "oauth_flows" USING btree ("expires_at");

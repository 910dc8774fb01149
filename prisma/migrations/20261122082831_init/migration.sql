-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('free', 'starter', 'pro', 'enterprise');

-- CreateEnum
CREATE TYPE "Operation" AS ENUM ('sale', 'rent', 'seasonal_rent');

-- CreateEnum
CREATE TYPE "PropertyType" AS ENUM ('flat', 'penthouse', 'duplex', 'studio', 'loft', 'house', 'chalet', 'townhouse', 'farmhouse', 'room', 'land', 'parking', 'commercial', 'office', 'industrial', 'building', 'storage', 'other');

-- CreateEnum
CREATE TYPE "PropertyStatus" AS ENUM ('active', 'delisted');

-- CreateEnum
CREATE TYPE "ListingStatus" AS ENUM ('active', 'removed');

-- CreateEnum
CREATE TYPE "LocationPrecision" AS ENUM ('exact', 'street', 'town', 'parish', 'none');

-- CreateTable
CREATE TABLE "parish" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "iso_code" TEXT NOT NULL,
    "postcode" TEXT NOT NULL,
    "wikidata_id" TEXT,
    "centroid_lat" DOUBLE PRECISION NOT NULL,
    "centroid_lng" DOUBLE PRECISION NOT NULL,
    "boundary" JSONB NOT NULL,

    CONSTRAINT "parish_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "town" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "parish_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "centroid_lat" DOUBLE PRECISION NOT NULL,
    "centroid_lng" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "town_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "source" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "homepage_url" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "feed_url" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "source_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listing" (
    "id" UUID NOT NULL,
    "source_id" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "property_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "agency" TEXT,
    "reference" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "operation" "Operation" NOT NULL,
    "type" "PropertyType" NOT NULL,
    "raw_type" TEXT,
    "price" INTEGER,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "period" TEXT,
    "surface_m2" DOUBLE PRECISION,
    "plot_m2" DOUBLE PRECISION,
    "rooms" INTEGER,
    "bathrooms" INTEGER,
    "features" TEXT[],
    "image_urls" TEXT[],
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "location_precision" "LocationPrecision" NOT NULL DEFAULT 'none',
    "parish" TEXT,
    "town" TEXT,
    "status" "ListingStatus" NOT NULL DEFAULT 'active',
    "published_at" TIMESTAMPTZ(6),
    "first_seen_at" TIMESTAMPTZ(6) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(6) NOT NULL,
    "removed_at" TIMESTAMPTZ(6),
    "content_hash" TEXT NOT NULL,
    "match_score" DOUBLE PRECISION,
    "match_evidence" JSONB,

    CONSTRAINT "listing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listing_price" (
    "id" BIGSERIAL NOT NULL,
    "listing_id" UUID NOT NULL,
    "price" INTEGER,
    "observed_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "listing_price_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "operation" "Operation" NOT NULL,
    "type" "PropertyType" NOT NULL,
    "is_home" BOOLEAN NOT NULL,
    "parish" TEXT,
    "town" TEXT,
    "price_min" INTEGER,
    "price_max" INTEGER,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "period" TEXT,
    "surface_m2" DOUBLE PRECISION,
    "plot_m2" DOUBLE PRECISION,
    "rooms" INTEGER,
    "bathrooms" INTEGER,
    "features" TEXT[],
    "description" TEXT,
    "image_urls" TEXT[],
    "cover_image_url" TEXT,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "location_precision" "LocationPrecision" NOT NULL DEFAULT 'none',
    "status" "PropertyStatus" NOT NULL DEFAULT 'active',
    "source_count" INTEGER NOT NULL DEFAULT 0,
    "first_seen_at" TIMESTAMPTZ(6) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "property_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "change_clock" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "ts" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "change_clock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ingest_run" (
    "id" UUID NOT NULL,
    "source_id" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(6) NOT NULL,
    "finished_at" TIMESTAMPTZ(6),
    "report" JSONB,

    CONSTRAINT "ingest_run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "email_verified" TIMESTAMP(3),
    "image" TEXT,
    "password_hash" TEXT,
    "role" TEXT NOT NULL DEFAULT 'user',
    "stripe_customer_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "session_token" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);

-- CreateTable
CREATE TABLE "api_key" (
    "id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "plan" "Plan" NOT NULL DEFAULT 'free',
    "stripe_subscription_id" TEXT,
    "stripe_status" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(6),
    "revoked_at" TIMESTAMPTZ(6),

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quota_usage" (
    "key_id" UUID NOT NULL,
    "window" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "quota_usage_pkey" PRIMARY KEY ("key_id","window")
);

-- CreateTable
CREATE TABLE "usage_daily" (
    "key_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "endpoint" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "usage_daily_pkey" PRIMARY KEY ("key_id","day","endpoint","outcome")
);

-- CreateTable
CREATE TABLE "stripe_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_request" (
    "id" UUID NOT NULL,
    "user_id" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "handled_at" TIMESTAMPTZ(6),

    CONSTRAINT "enterprise_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "parish_iso_code_key" ON "parish"("iso_code");

-- CreateIndex
CREATE INDEX "town_parish_id_idx" ON "town"("parish_id");

-- CreateIndex
CREATE INDEX "listing_property_id_idx" ON "listing"("property_id");

-- CreateIndex
CREATE INDEX "listing_operation_parish_status_idx" ON "listing"("operation", "parish", "status");

-- CreateIndex
CREATE UNIQUE INDEX "listing_source_id_external_id_key" ON "listing"("source_id", "external_id");

-- CreateIndex
CREATE INDEX "listing_price_listing_id_observed_at_idx" ON "listing_price"("listing_id", "observed_at");

-- CreateIndex
CREATE UNIQUE INDEX "property_updated_at_key" ON "property"("updated_at");

-- CreateIndex
CREATE INDEX "property_search_newest_idx" ON "property"("status", "operation", "is_home", "first_seen_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "property_search_price_idx" ON "property"("status", "operation", "is_home", "price_min", "id");

-- CreateIndex
CREATE INDEX "property_search_surface_idx" ON "property"("status", "operation", "is_home", "surface_m2" DESC, "id");

-- CreateIndex
CREATE INDEX "property_stats_idx" ON "property"("status", "operation", "parish", "type");

-- CreateIndex
CREATE INDEX "property_lat_lng_idx" ON "property"("lat", "lng");

-- CreateIndex
CREATE INDEX "property_updated_at_id_idx" ON "property"("updated_at", "id");

-- CreateIndex
CREATE INDEX "ingest_run_source_id_started_at_idx" ON "ingest_run"("source_id", "started_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_session_token_key" ON "sessions"("session_token");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_token_key" ON "verification_tokens"("token");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_identifier_token_key" ON "verification_tokens"("identifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "api_key_hash_key" ON "api_key"("hash");

-- CreateIndex
CREATE UNIQUE INDEX "api_key_stripe_subscription_id_key" ON "api_key"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "api_key_user_id_idx" ON "api_key"("user_id");

-- CreateIndex
CREATE INDEX "api_key_prefix_idx" ON "api_key"("prefix");

-- AddForeignKey
ALTER TABLE "town" ADD CONSTRAINT "town_parish_id_fkey" FOREIGN KEY ("parish_id") REFERENCES "parish"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing" ADD CONSTRAINT "listing_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "source"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing" ADD CONSTRAINT "listing_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "property"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_price" ADD CONSTRAINT "listing_price_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingest_run" ADD CONSTRAINT "ingest_run_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "source"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_key"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_key"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_request" ADD CONSTRAINT "enterprise_request_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

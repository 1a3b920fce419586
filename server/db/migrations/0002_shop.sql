CREATE TYPE "public"."access_level" AS ENUM('USER', 'MANAGER', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."age" AS ENUM('ADULT', 'CHILDREN');--> statement-breakpoint
CREATE TYPE "public"."bonus_calc_state" AS ENUM('ENABLED', 'CASHBACK_ONLY', 'DISABLED');--> statement-breakpoint
CREATE TYPE "public"."bonus_reason" AS ENUM('REGISTRATION', 'ORDER_CASHBACK', 'ORDER_SPENT', 'ORDER_REFUND', 'MANUAL');--> statement-breakpoint
CREATE TYPE "public"."collection_slug" AS ENUM('BESTSELLERS', 'NEW_RELEASES');--> statement-breakpoint
CREATE TYPE "public"."delivery_speed" AS ENUM('FAST', 'SLOW');--> statement-breakpoint
CREATE TYPE "public"."filter_type" AS ENUM('CATEGORIES', 'SEASON', 'DELIVERY_SPEED', 'SEX', 'AGE', 'BRAND', 'MODEL', 'COLOR_PALLETE', 'SIZE', 'MATERIAL', 'SALE', 'PRICE');--> statement-breakpoint
CREATE TYPE "public"."material" AS ENUM('CANVAS', 'COMBINED', 'COTTON', 'DENIM', 'ECO_LEATHER', 'FABRIC', 'FEATHER', 'FLEECE', 'LEATHER', 'MESH', 'METAL', 'METALLIC_FIBERS', 'MICROFIBER', 'NEOPRENE', 'NUBUCK', 'NYLON', 'PATENT_LEATHER', 'PLASTIC', 'POLYAMIDE', 'POLYESTER', 'EVA', 'POLYURETHANE', 'RUBBER', 'SATIN', 'SPANDEX_ELASTANE', 'SUEDE', 'TEXTILE', 'TPU', 'VELOUR', 'WOOL');--> statement-breakpoint
CREATE TYPE "public"."message_channel" AS ENUM('SMS', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('ACCEPTED_IN_RUSSIA_STOCK_MEET', 'ACCEPT_MEET_WAIT_PAID', 'ARRANGED_EXCHANGE', 'AWAITING_CALL', 'AWAITING_PAY', 'AWAITING_RESPONSE_FROM_SUPPLIER', 'AWAITING_SENT_FROM_MEET', 'CANCEL_PURCHASE', 'CUSTOMS_CLEARANCE_IN_TURKEY', 'CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED', 'DELIVERED', 'DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER', 'HANDED_OVER_FOR_DELIVERY', 'ISSUED_REFUND', 'PAID_READY_TO_SEND', 'PURCHASED_FROM_SELLER', 'SHIPPED_TO_RUSSIA_STOCK_MEET', 'TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT', 'TRANSFERRED_TO_LOGISTICS_CENTER');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'SUCCEEDED', 'CANCELED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('CARD_ONLINE', 'SBP', 'BONUSES_ONLY');--> statement-breakpoint
CREATE TYPE "public"."promo_code_kind" AS ENUM('PERCENT', 'FIXED');--> statement-breakpoint
CREATE TYPE "public"."registration_source" AS ENUM('PHONE', 'EMAIL', 'APP');--> statement-breakpoint
CREATE TYPE "public"."review_state" AS ENUM('PENDING', 'PUBLISHED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."season" AS ENUM('AUTUMN', 'AUTUMN_WINTER', 'SPRING', 'SPRING_SUMMER', 'SUMMER', 'WINTER');--> statement-breakpoint
CREATE TYPE "public"."sex" AS ENUM('ANY', 'FEMALE', 'MALE', 'UNISEX');--> statement-breakpoint
CREATE TYPE "public"."supplier_type" AS ENUM('CONTRACTOR', 'MEET_WAREHOUSE', 'PRIVATE_SELLER', 'TRADING_FLOOR');--> statement-breakpoint
CREATE TABLE "address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"country" text NOT NULL,
	"country_id" integer,
	"city" text NOT NULL,
	"city_id" integer,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"apartment" text,
	"building" text,
	"index" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"channel" "message_channel" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "badge" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"hex_color" text NOT NULL,
	"hex_bg_color" text NOT NULL,
	"hex_border_color" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blog" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"poster_url" text,
	"title" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"article" text,
	"html" text DEFAULT '' NOT NULL,
	"seo_tags" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_transaction" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" "bonus_reason" NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position_score" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"description" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"promo_code_id" integer,
	"bonuses_to_spend" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"cart_id" integer NOT NULL,
	"product_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_cart_id_product_item_id_pk" PRIMARY KEY("cart_id","product_item_id")
);
--> statement-breakpoint
CREATE TABLE "city" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"country_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"poster_url" text,
	"description" text,
	"slug" "collection_slug" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp with time zone,
	"finish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_product" (
	"collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_product_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "color" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "color_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cooperative_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cooperative_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"company_type" text,
	"full_name" text NOT NULL,
	"inn" text,
	"email" text,
	"phone" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "country_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"alpha2" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_tariff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_tariff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer,
	"kind" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"days_min" smallint NOT NULL,
	"days_max" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "directory_filter" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "directory_filter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"directory_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filter_type" "filter_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourite" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_level" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_level_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"charge_percentage" smallint NOT NULL,
	"charge_off_percentage" smallint NOT NULL,
	"required_spent_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "model" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"status" "order_status" DEFAULT 'AWAITING_PAY' NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"lastname" text,
	"phone" text NOT NULL,
	"email" text,
	"paid_by_bonuses" integer DEFAULT 0 NOT NULL,
	"cashback" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"payment_type" "payment_type" DEFAULT 'CARD_ONLINE' NOT NULL,
	"comment" text,
	"address_delivery" jsonb,
	"cdek_delivery" jsonb,
	"promo_code_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_item_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_product_item_id" integer NOT NULL,
	"status" "order_status" NOT NULL,
	"previous_status" "order_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_product_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_product_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_item_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'AWAITING_PAY' NOT NULL,
	"estimated_delivery_date" date,
	"sold_price" integer DEFAULT 0 NOT NULL,
	"track_code" text,
	"cdek_waybill_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" "message_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"confirmation_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_data_consent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_data_consent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"subject" text NOT NULL,
	"text_version" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickup_point" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"uuid" uuid,
	"city_id" integer,
	"city_uuid" text,
	"country_code" text NOT NULL,
	"region_code" integer,
	"region" text,
	"city_code" integer,
	"city" text NOT NULL,
	"postal_code" text,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"address" text NOT NULL,
	"address_full" text NOT NULL,
	"address_comment" text,
	"phones" jsonb,
	"email" text,
	"office_image_list" jsonb,
	"work_time" text,
	"is_dressing_room" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"ai_name" text,
	"ai_description" text,
	"active" boolean DEFAULT true NOT NULL,
	"meet_price" boolean DEFAULT false NOT NULL,
	"size_guide" text,
	"size_grid_id" integer,
	"seasons" "season"[] DEFAULT '{}' NOT NULL,
	"material" "material"[] DEFAULT '{}' NOT NULL,
	"sex" "sex" DEFAULT 'UNISEX' NOT NULL,
	"age" "age" DEFAULT 'ADULT' NOT NULL,
	"new_arrival" boolean DEFAULT false NOT NULL,
	"unit_sold" integer DEFAULT 0 NOT NULL,
	"bonus_calc_state" "bonus_calc_state" DEFAULT 'ENABLED' NOT NULL,
	"parent_id" integer,
	"model_id" integer,
	"directory_id" integer NOT NULL,
	"product_category_id" integer,
	"product_type_id" integer,
	"product_sub_type_id" integer,
	"seo_tags" jsonb,
	"min_price" integer,
	"max_sale" smallint DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_badge" (
	"product_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	CONSTRAINT "product_badge_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "product_brand" (
	"product_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "product_brand_product_id_brand_id_pk" PRIMARY KEY("product_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"directory_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_color" (
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_color_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"delivery_iso_code" text NOT NULL,
	"delivery_speed" "delivery_speed" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_reserved" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"old_price" integer,
	"loyalty_price" integer,
	"cashback" integer DEFAULT 0 NOT NULL,
	"sale" smallint DEFAULT 0 NOT NULL,
	"bonus_calc_state" "bonus_calc_state" DEFAULT 'ENABLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_item_price_check" CHECK ("product_item"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_properties" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"factory_date" text,
	"model_name" text,
	"material" text,
	"padding_material" text,
	"sole" text,
	"additional_info" text,
	"sex" text,
	"seasons" text,
	"packaging" text,
	"fastening_type" text,
	"functionality" text,
	"toe_style" text,
	"shag_height" text,
	"heel_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_sub_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_sub_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "promo_code_kind" NOT NULL,
	"value" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_selection" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_selection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"poster_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_selection_product" (
	"promo_selection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_selection_product_promo_selection_id_product_id_pk" PRIMARY KEY("promo_selection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text,
	"rating" smallint NOT NULL,
	"advantages" text,
	"disadvantages" text,
	"text" text,
	"state" "review_state" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "review_rating_check" CHECK ("review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_photo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "size" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "size_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"size_grid_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"eu" text,
	"uk" text,
	"us" text,
	"cm" text,
	"height" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "size_grid" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "size_grid_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sex" "sex" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" "supplier_type" NOT NULL,
	"delivery_iso_code" text NOT NULL,
	"delivery_speed" "delivery_speed" NOT NULL,
	"delivery_days_min" smallint NOT NULL,
	"delivery_days_max" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "url_metadata" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "url_metadata_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"name" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_source" "registration_source" NOT NULL,
	"name" text,
	"surname" text,
	"lastname" text,
	"avatar_url" text,
	"sex" "sex",
	"phone" text,
	"email" text,
	"access_level" "access_level" DEFAULT 'USER' NOT NULL,
	"loyalty_level_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_transaction" ADD CONSTRAINT "bonus_transaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_transaction" ADD CONSTRAINT "bonus_transaction_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_promo_code_id_promo_code_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_item_id_product_item_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_product" ADD CONSTRAINT "collection_product_collection_id_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collection"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_product" ADD CONSTRAINT "collection_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_tariff" ADD CONSTRAINT "delivery_tariff_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_filter" ADD CONSTRAINT "directory_filter_directory_id_directory_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."directory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model" ADD CONSTRAINT "model_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_promo_code_id_promo_code_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_status_history" ADD CONSTRAINT "order_item_status_history_order_product_item_id_order_product_item_id_fk" FOREIGN KEY ("order_product_item_id") REFERENCES "public"."order_product_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_item" ADD CONSTRAINT "order_product_item_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_item" ADD CONSTRAINT "order_product_item_product_item_id_product_item_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request" ADD CONSTRAINT "order_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_consent" ADD CONSTRAINT "personal_data_consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_point" ADD CONSTRAINT "pickup_point_city_id_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request" ADD CONSTRAINT "price_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request" ADD CONSTRAINT "price_request_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_size_grid_id_size_grid_id_fk" FOREIGN KEY ("size_grid_id") REFERENCES "public"."size_grid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_parent_id_product_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_model_id_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_directory_id_directory_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."directory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_product_category_id_product_category_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_product_type_id_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_product_sub_type_id_product_sub_type_id_fk" FOREIGN KEY ("product_sub_type_id") REFERENCES "public"."product_sub_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badge" ADD CONSTRAINT "product_badge_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badge" ADD CONSTRAINT "product_badge_badge_id_badge_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_brand" ADD CONSTRAINT "product_brand_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_brand" ADD CONSTRAINT "product_brand_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_directory_id_directory_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."directory"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_color" ADD CONSTRAINT "product_color_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_color" ADD CONSTRAINT "product_color_color_id_color_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."color"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_size_id_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_properties" ADD CONSTRAINT "product_properties_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_type" ADD CONSTRAINT "product_sub_type_type_id_product_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type" ADD CONSTRAINT "product_type_category_id_product_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_selection_product" ADD CONSTRAINT "promo_selection_product_promo_selection_id_promo_selection_id_fk" FOREIGN KEY ("promo_selection_id") REFERENCES "public"."promo_selection"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_selection_product" ADD CONSTRAINT "promo_selection_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo" ADD CONSTRAINT "review_photo_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size" ADD CONSTRAINT "size_size_grid_id_size_grid_id_fk" FOREIGN KEY ("size_grid_id") REFERENCES "public"."size_grid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_loyalty_level_id_loyalty_level_id_fk" FOREIGN KEY ("loyalty_level_id") REFERENCES "public"."loyalty_level"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_user_idx" ON "address" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_code_target_idx" ON "auth_code" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "auth_code_client_idx" ON "auth_code" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_slug_key" ON "blog" USING btree ("slug") WHERE "blog"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bonus_transaction_user_idx" ON "bonus_transaction" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_slug_key" ON "brand" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_key" ON "cart" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "city_country_idx" ON "city" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "city_title_trgm_idx" ON "city" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_slug_key" ON "collection" USING btree ("slug") WHERE "collection"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "color_slug_key" ON "color" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "country_alpha2_key" ON "country" USING btree ("alpha2");--> statement-breakpoint
CREATE INDEX "delivery_tariff_city_idx" ON "delivery_tariff" USING btree ("city_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_filter_key" ON "directory_filter" USING btree ("directory_id","filter_type");--> statement-breakpoint
CREATE UNIQUE INDEX "model_slug_key" ON "model" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "model_brand_idx" ON "model" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_uuid_key" ON "order" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "order_idempotency_key" ON "order" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_user_idx" ON "order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_item_status_history_item_idx" ON "order_item_status_history" USING btree ("order_product_item_id","created_at");--> statement-breakpoint
CREATE INDEX "order_product_item_order_idx" ON "order_product_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_product_item_item_idx" ON "order_product_item" USING btree ("product_item_id");--> statement-breakpoint
CREATE INDEX "order_product_item_created_idx" ON "order_product_item" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_message_recipient_idx" ON "outbox_message" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_external_key" ON "payment" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "personal_data_consent_user_idx" ON "personal_data_consent" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_point_code_key" ON "pickup_point" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pickup_point_city_idx" ON "pickup_point" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_slug_key" ON "product" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_listing_idx" ON "product" USING btree ("directory_id","product_category_id") WHERE "product"."deleted_at" is null and "product"."active";--> statement-breakpoint
CREATE INDEX "product_model_idx" ON "product" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "product_type_idx" ON "product" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "product_sub_type_idx" ON "product" USING btree ("product_sub_type_id");--> statement-breakpoint
CREATE INDEX "product_min_price_idx" ON "product" USING btree ("min_price");--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_unit_sold_idx" ON "product" USING btree ("unit_sold");--> statement-breakpoint
CREATE INDEX "product_seasons_idx" ON "product" USING gin ("seasons");--> statement-breakpoint
CREATE INDEX "product_material_idx" ON "product" USING gin ("material");--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_brand_brand_idx" ON "product_brand" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_slug_key" ON "product_category" USING btree ("directory_id","slug");--> statement-breakpoint
CREATE INDEX "product_color_color_idx" ON "product_color" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "product_image_product_idx" ON "product_image" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_item_product_idx" ON "product_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_item_size_idx" ON "product_item" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "product_item_available_idx" ON "product_item" USING btree ("product_id","price") WHERE "product_item"."active" and not "product_item"."is_sold" and "product_item"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sub_type_slug_key" ON "product_sub_type" USING btree ("type_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_slug_key" ON "product_type" USING btree ("category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_code_key" ON "promo_code" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_selection_slug_key" ON "promo_selection" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_key" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","state");--> statement-breakpoint
CREATE INDEX "review_photo_review_idx" ON "review_photo" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "size_grid_idx" ON "size" USING btree ("size_grid_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "url_metadata_url_key" ON "url_metadata" USING btree ("url") WHERE "url_metadata"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_phone_key" ON "user" USING btree ("phone") WHERE "user"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_key" ON "user" USING btree (lower("email")) WHERE "user"."email" is not null;
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole schema: every table, foreign key, unique constraint and the indexes the lists use. */

export class InitialSchema1795336673564 implements MigrationInterface {
  name = 'InitialSchema1795336673564';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "appointment" ("id" SERIAL NOT NULL, "text" text NOT NULL DEFAULT '', CONSTRAINT "PK_e8be1a53027415e709ce8a2db74" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "attachment" ("id" SERIAL NOT NULL, "kind" character varying(50) NOT NULL, "mime" character varying(100) NOT NULL, "original_name" character varying(255) NOT NULL, "size" bigint NOT NULL, "storage_key" character varying(255) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d777dcffe63dff85011cf4707cd" UNIQUE ("storage_key"), CONSTRAINT "PK_d2a80c3a8d467f08a750ac4b420" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "region" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "canonical" character varying(100) NOT NULL, "sort_id" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_80937b56199e6757d372f2a82b5" UNIQUE ("canonical"), CONSTRAINT "PK_5f48ffc3af96bc486f5f3f3a6da" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "booklet" ("id" SERIAL NOT NULL, "region_id" integer NOT NULL, "year" integer NOT NULL, "state" smallint NOT NULL DEFAULT '0', "unit_price" numeric(10,2) NOT NULL DEFAULT '0', "currency" character varying(3) NOT NULL DEFAULT 'CHF', "order_from_date" date, "pre_order_from_date" date, "cover_image_id" integer, "vat_percent" numeric(5,2) NOT NULL DEFAULT '0', "internal_unit_price" numeric(10,2) NOT NULL DEFAULT '0', "abacus_product_id" character varying(50), "internal_abacus_product_id" character varying(50), "cost_centre1_income" character varying(50), "internal_cost_centre1_income" character varying(50), "qty_printed" integer, "max_internal_orders" integer, "information_for_next_year" text NOT NULL DEFAULT '', "responsible_user_id" integer, "shipping_date" date, "good_for_printing_id" integer, CONSTRAINT "UQ_3000863c244f70e2d862ccb740a" UNIQUE ("region_id", "year"), CONSTRAINT "PK_e44e0cfd9409098c27af0f12d07" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e9cd3bb3f75821ad0dcd02975a" ON "booklet"  ("year") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d3a504ecdccd96a350a54315df" ON "booklet"  ("state") `,
    );
    await queryRunner.query(
      `CREATE TABLE "company" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "contract_attachment_id" integer, "responsible_user_id" integer, "can_order_more_internal_books" boolean NOT NULL DEFAULT false, "is_selling_booklets" boolean NOT NULL DEFAULT false, "is_point_of_sales" boolean NOT NULL DEFAULT false, "location_type" character varying(10), "location_salutation" character varying(40) NOT NULL DEFAULT '', "location_company" character varying(200) NOT NULL DEFAULT '', "location_firstname" character varying(100) NOT NULL DEFAULT '', "location_lastname" character varying(100) NOT NULL DEFAULT '', "location_street" character varying(200) NOT NULL DEFAULT '', "location_address_addition" character varying(200) NOT NULL DEFAULT '', "location_zip" character varying(10) NOT NULL DEFAULT '', "location_city" character varying(100) NOT NULL DEFAULT '', "location_email" character varying(254) NOT NULL DEFAULT '', "location_email2" character varying(254) NOT NULL DEFAULT '', "location_phone" character varying(50) NOT NULL DEFAULT '', "location_homepage" character varying(254) NOT NULL DEFAULT '', "location_lon" double precision, "location_lat" double precision, CONSTRAINT "PK_056f7854a7afdba7cbd6d45fc20" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_role" ("user_id" integer NOT NULL, "role" character varying(30) NOT NULL, CONSTRAINT "PK_9b74a030fe54fdef40e7a2194bc" PRIMARY KEY ("user_id", "role"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "app_user" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "password_hash" character varying(255), "company_id" integer, "preferred_locale" character varying(5) NOT NULL DEFAULT 'de-CH', "profile_image_attachment_id" integer, "login_via_hash" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "address_type" character varying(10), "address_salutation" character varying(40) NOT NULL DEFAULT '', "address_company" character varying(200) NOT NULL DEFAULT '', "address_firstname" character varying(100) NOT NULL DEFAULT '', "address_lastname" character varying(100) NOT NULL DEFAULT '', "address_street" character varying(200) NOT NULL DEFAULT '', "address_address_addition" character varying(200) NOT NULL DEFAULT '', "address_zip" character varying(10) NOT NULL DEFAULT '', "address_city" character varying(100) NOT NULL DEFAULT '', "address_email" character varying(254) NOT NULL DEFAULT '', "address_email2" character varying(254) NOT NULL DEFAULT '', "address_phone" character varying(50) NOT NULL DEFAULT '', "address_homepage" character varying(254) NOT NULL DEFAULT '', "address_lon" double precision, "address_lat" double precision, CONSTRAINT "UQ_3fa909d0e37c531ebc237703391" UNIQUE ("email"), CONSTRAINT "PK_22a5c4a3d9b2fb8e4e73fc4ada1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6d01279351be48cf10107b178d" ON "app_user"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "login_hash" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "hash" character varying(128) NOT NULL, "purpose" character varying(40) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_204d7756de901b36fe4394e5347" UNIQUE ("hash"), CONSTRAINT "PK_ea7cda87b8a9807d98bb1db51e3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ea0c2d880a0550cee43d2830b7" ON "login_hash"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "refresh_token" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "token_hash" character varying(128) NOT NULL, "chain_id" uuid NOT NULL, "revoked" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_f0812282fad2e352cdaf83ef0a9" UNIQUE ("token_hash"), CONSTRAINT "PK_b575dd3c21fb0831013c909e7fe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6bbe63d2fe75e7f0ba1710351d" ON "refresh_token"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7477e1c1f449c1c2c16f41e36a" ON "refresh_token"  ("chain_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "booklet_comment" ("id" SERIAL NOT NULL, "booklet_id" integer NOT NULL, "user_id" integer, "title" character varying(200) NOT NULL, "text" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9cafd2e01cc19baf20b805724ff" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_05046598e5b0ebfd0421654edb" ON "booklet_comment"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "company_mail" ("id" SERIAL NOT NULL, "subject" character varying(200) NOT NULL, "body" text NOT NULL, "link_text" character varying(200) NOT NULL DEFAULT '', "link_type" character varying(50) NOT NULL DEFAULT '', "sent_by_user_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1930e4330cd3fe10439d4d1af3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "company_mail_log" ("id" SERIAL NOT NULL, "company_mail_id" integer, "company_id" integer NOT NULL, "subject" character varying(200) NOT NULL, "body" text NOT NULL, "mail_sent_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_fe877b49bd059528924f2c6a4f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a106b192f46cb98a9f174ea276" ON "company_mail_log"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_log" ("id" SERIAL NOT NULL, "recipient" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "kind" character varying(50) NOT NULL, "message_id" character varying(300), "error" text, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_01528929d58f733fd6bc613c638" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_be276b99b9a4325d6f0e311aa2" ON "mail_log"  ("recipient") `,
    );
    await queryRunner.query(
      `CREATE TABLE "customer_order" ("id" SERIAL NOT NULL, "display_order_id" character varying(20) NOT NULL, "order_date_time" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "postage" numeric(10,2) NOT NULL DEFAULT '0', "postage_label" character varying(100) NOT NULL DEFAULT '', "postage_product_no" character varying(50) NOT NULL DEFAULT '', "total" numeric(10,2) NOT NULL DEFAULT '0', "idempotency_key" character varying(200), "billing_type" character varying(10), "billing_salutation" character varying(40) NOT NULL DEFAULT '', "billing_company" character varying(200) NOT NULL DEFAULT '', "billing_firstname" character varying(100) NOT NULL DEFAULT '', "billing_lastname" character varying(100) NOT NULL DEFAULT '', "billing_street" character varying(200) NOT NULL DEFAULT '', "billing_address_addition" character varying(200) NOT NULL DEFAULT '', "billing_zip" character varying(10) NOT NULL DEFAULT '', "billing_city" character varying(100) NOT NULL DEFAULT '', "billing_email" character varying(254) NOT NULL DEFAULT '', "billing_email2" character varying(254) NOT NULL DEFAULT '', "billing_phone" character varying(50) NOT NULL DEFAULT '', "billing_homepage" character varying(254) NOT NULL DEFAULT '', "billing_lon" double precision, "billing_lat" double precision, CONSTRAINT "UQ_a89a7327578909677664238e1f2" UNIQUE ("display_order_id"), CONSTRAINT "UQ_61e29af2d07cad82c50603737b3" UNIQUE ("idempotency_key"), CONSTRAINT "PK_c70aef746523b2c4a0af0945209" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "order_line" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "booklet_id" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'CHF', "unit_price" numeric(10,2) NOT NULL, "quantity" integer NOT NULL, "price" numeric(10,2) NOT NULL, "vat_percent" numeric(5,2) NOT NULL, CONSTRAINT "PK_01a7c973d9f30479647e44f9892" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ed8fae6d7239e9d730219215af" ON "order_line"  ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_900cb2c022b64e7849878b7064" ON "order_line"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_number_counter" ("kind" character varying(20) NOT NULL, "year" integer NOT NULL, "last_number" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_6c23470b12c03b9f4dbcb203256" PRIMARY KEY ("kind", "year"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "company_inventory_entry" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "booklet_id" integer NOT NULL, "quantity" integer NOT NULL, "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4db43aa91671777e669a000293e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_010dafaf2b051565495a17b1e1" ON "company_inventory_entry"  ("company_id", "booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "partner_order" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "display_order_id" character varying(20) NOT NULL, "order_date_time" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" character varying(20) NOT NULL DEFAULT 'ordered', "type" character varying(20) NOT NULL, "delivery_comment" text NOT NULL DEFAULT '', "closed_at" TIMESTAMP WITH TIME ZONE, "shipping_type" character varying(10), "shipping_salutation" character varying(40) NOT NULL DEFAULT '', "shipping_company" character varying(200) NOT NULL DEFAULT '', "shipping_firstname" character varying(100) NOT NULL DEFAULT '', "shipping_lastname" character varying(100) NOT NULL DEFAULT '', "shipping_street" character varying(200) NOT NULL DEFAULT '', "shipping_address_addition" character varying(200) NOT NULL DEFAULT '', "shipping_zip" character varying(10) NOT NULL DEFAULT '', "shipping_city" character varying(100) NOT NULL DEFAULT '', "shipping_email" character varying(254) NOT NULL DEFAULT '', "shipping_email2" character varying(254) NOT NULL DEFAULT '', "shipping_phone" character varying(50) NOT NULL DEFAULT '', "shipping_homepage" character varying(254) NOT NULL DEFAULT '', "shipping_lon" double precision, "shipping_lat" double precision, CONSTRAINT "UQ_4acc1f81a941cdd5239adace2c1" UNIQUE ("display_order_id"), CONSTRAINT "PK_671df97aebd4d722514f4c9d180" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_15769934d8d19e8d428ac070eb" ON "partner_order"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6a1da62efd9d20f56736bd0671" ON "partner_order"  ("state") `,
    );
    await queryRunner.query(
      `CREATE TABLE "partner_order_line" ("id" SERIAL NOT NULL, "partner_order_id" integer NOT NULL, "booklet_id" integer NOT NULL, "quantity" integer NOT NULL, "unit_price" numeric(10,2) NOT NULL DEFAULT '0', "vat_percent" numeric(5,2) NOT NULL DEFAULT '0', CONSTRAINT "PK_5c3235d296a7d38cee3c4ded3c2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_538074bbf8b2dd0c9431ac456d" ON "partner_order_line"  ("partner_order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5bed016b60cd93ed383ffd57de" ON "partner_order_line"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "return_order" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "display_order_id" character varying(20) NOT NULL, "order_date_time" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" character varying(20) NOT NULL DEFAULT 'requested', "type" character varying(20) NOT NULL DEFAULT 'Commission', "returned" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_78eea144692971eeaaef20fae92" UNIQUE ("display_order_id"), CONSTRAINT "PK_d4bd17f918fc6c332b74a368c36" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_085c73da7f1c3c1e285b59ab27" ON "return_order"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_07804a17cfe7c2f28445a6e17c" ON "return_order"  ("state") `,
    );
    await queryRunner.query(
      `CREATE TABLE "return_order_line" ("id" SERIAL NOT NULL, "return_order_id" integer NOT NULL, "booklet_id" integer NOT NULL, "quantity" integer NOT NULL, CONSTRAINT "PK_52e53c622a10e97bd33ff74dd65" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e64ee84fdce652da01c2b4aa4f" ON "return_order_line"  ("return_order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_31a5c7a383a0e50799ce665bb1" ON "return_order_line"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "text_block" ("id" SERIAL NOT NULL, "canonical" character varying(100) NOT NULL, "text" text NOT NULL DEFAULT '', "internal_notes" text NOT NULL DEFAULT '', CONSTRAINT "UQ_815a00e43db425c0129c5ea9db0" UNIQUE ("canonical"), CONSTRAINT "PK_ea456f18c87d0e038045dd2fe30" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_category" ("id" SERIAL NOT NULL, "title" character varying(100) NOT NULL, "color" character varying(20) NOT NULL, "priority" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_b7b504eb55bb8f84fbb9c6b9eaf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher" ("id" SERIAL NOT NULL, "booklet_id" integer NOT NULL, "company_id" integer NOT NULL, "offer_short" character varying(300) NOT NULL DEFAULT '', "offer_long" text NOT NULL DEFAULT '', "opening_hours" text NOT NULL DEFAULT '', "note_for_graphic_designer" text NOT NULL DEFAULT '', "voucher_category_id" integer, "responsible_user_id" integer, "state_class" character varying(40) NOT NULL DEFAULT 'Created', "copied_from_voucher_id" integer, "complete_image_attachment_id" integer, "front_image_attachment_id" integer, "back_image_attachment_id" integer, "company_logo_attachment_id" integer, "terms_accepted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "address_type" character varying(10), "address_salutation" character varying(40) NOT NULL DEFAULT '', "address_company" character varying(200) NOT NULL DEFAULT '', "address_firstname" character varying(100) NOT NULL DEFAULT '', "address_lastname" character varying(100) NOT NULL DEFAULT '', "address_street" character varying(200) NOT NULL DEFAULT '', "address_address_addition" character varying(200) NOT NULL DEFAULT '', "address_zip" character varying(10) NOT NULL DEFAULT '', "address_city" character varying(100) NOT NULL DEFAULT '', "address_email" character varying(254) NOT NULL DEFAULT '', "address_email2" character varying(254) NOT NULL DEFAULT '', "address_phone" character varying(50) NOT NULL DEFAULT '', "address_homepage" character varying(254) NOT NULL DEFAULT '', "address_lon" double precision, "address_lat" double precision, CONSTRAINT "PK_677ae75f380e81c2f103a57ffaf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_92a7788922290788de2d6683d9" ON "voucher"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d0c83bd757fdf927afb4e233a3" ON "voucher"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d619bec262ea761322f9325e17" ON "voucher"  ("voucher_category_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_293f1a5b379296ecd1ca30f9d3" ON "voucher"  ("state_class") `,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_comment" ("id" SERIAL NOT NULL, "voucher_id" integer NOT NULL, "booklet_id" integer, "user_id" integer, "title" character varying(200) NOT NULL, "text" text NOT NULL DEFAULT '', "is_customer_visible" boolean NOT NULL DEFAULT false, "notification_type" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4c124ca44d49945a6944e29d72d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5eec0ae428215da55f01f59ef4" ON "voucher_comment"  ("voucher_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_state_change" ("id" SERIAL NOT NULL, "voucher_id" integer NOT NULL, "change_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" integer, "username" character varying(254) NOT NULL DEFAULT '', "from_state" character varying(40), "to_state" character varying(40) NOT NULL, CONSTRAINT "PK_f0561a96b6ab6f769814ddcff94" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_6105f11e809e8c96af495800c0" ON "voucher_state_change"  ("voucher_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "company_selling_booklet" ("company_id" integer NOT NULL, "booklet_id" integer NOT NULL, CONSTRAINT "PK_93759a6927f7cab405ac02745d6" PRIMARY KEY ("company_id", "booklet_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_75df60d86a3a84678dc472f3fd" ON "company_selling_booklet"  ("company_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ace64bd43efb1ceac1e58176a0" ON "company_selling_booklet"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_booklet" ("voucher_id" integer NOT NULL, "booklet_id" integer NOT NULL, CONSTRAINT "PK_ad5140d5cae956a1202154799f7" PRIMARY KEY ("voucher_id", "booklet_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_913c95847dcd0db6d933dc8f32" ON "voucher_booklet"  ("voucher_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c22bd5d6df995b029b19340d3f" ON "voucher_booklet"  ("booklet_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_image" ("voucher_id" integer NOT NULL, "attachment_id" integer NOT NULL, CONSTRAINT "PK_86e1c1cb093124584ce8f9a49b8" PRIMARY KEY ("voucher_id", "attachment_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_794792f1dd4a5d2603fb6ac3f1" ON "voucher_image"  ("voucher_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e66aceef7a4fe9472cbb7ab4b5" ON "voucher_image"  ("attachment_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "voucher_favorite" ("voucher_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_0bcf78464b646e470fc46e88eb3" PRIMARY KEY ("voucher_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fb9e2dbc0c66febadf0264056b" ON "voucher_favorite"  ("voucher_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_538f880fabebe64748df7140e0" ON "voucher_favorite"  ("user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" ADD CONSTRAINT "FK_4a0cc494f365f2bc31244c6a43d" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" ADD CONSTRAINT "FK_ffab77be583c8c8e6bd50f35877" FOREIGN KEY ("cover_image_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" ADD CONSTRAINT "FK_53e2a1dcd36afa155c00ef2ada7" FOREIGN KEY ("responsible_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" ADD CONSTRAINT "FK_50b11503fc2636f6125e70e3bdc" FOREIGN KEY ("good_for_printing_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company" ADD CONSTRAINT "FK_2d0bee116fcb85140d90c74262e" FOREIGN KEY ("contract_attachment_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company" ADD CONSTRAINT "FK_e6a8a84e09289f3e27c9225db70" FOREIGN KEY ("responsible_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_role" ADD CONSTRAINT "FK_d0e5815877f7395a198a4cb0a46" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "app_user" ADD CONSTRAINT "FK_6d01279351be48cf10107b178dc" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "app_user" ADD CONSTRAINT "FK_051891ac7ef4c127cb21ee927cd" FOREIGN KEY ("profile_image_attachment_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "login_hash" ADD CONSTRAINT "FK_ea0c2d880a0550cee43d2830b71" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_token" ADD CONSTRAINT "FK_6bbe63d2fe75e7f0ba1710351d4" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet_comment" ADD CONSTRAINT "FK_05046598e5b0ebfd0421654edb8" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet_comment" ADD CONSTRAINT "FK_be69e8554f4c6c2c1864b331106" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail" ADD CONSTRAINT "FK_b76724025fbf7308bb71eb58643" FOREIGN KEY ("sent_by_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail_log" ADD CONSTRAINT "FK_e6b9b103f4d8d4bb04b4d33b6be" FOREIGN KEY ("company_mail_id") REFERENCES "company_mail"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail_log" ADD CONSTRAINT "FK_a106b192f46cb98a9f174ea2766" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_line" ADD CONSTRAINT "FK_ed8fae6d7239e9d730219215af7" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_line" ADD CONSTRAINT "FK_900cb2c022b64e7849878b70646" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_inventory_entry" ADD CONSTRAINT "FK_c920aef8f80a847b7cc7f155735" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_inventory_entry" ADD CONSTRAINT "FK_01c0aece29099ead425d85eed08" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order" ADD CONSTRAINT "FK_15769934d8d19e8d428ac070eb2" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_line" ADD CONSTRAINT "FK_538074bbf8b2dd0c9431ac456df" FOREIGN KEY ("partner_order_id") REFERENCES "partner_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_line" ADD CONSTRAINT "FK_5bed016b60cd93ed383ffd57de3" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "return_order" ADD CONSTRAINT "FK_085c73da7f1c3c1e285b59ab271" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "return_order_line" ADD CONSTRAINT "FK_e64ee84fdce652da01c2b4aa4f7" FOREIGN KEY ("return_order_id") REFERENCES "return_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "return_order_line" ADD CONSTRAINT "FK_31a5c7a383a0e50799ce665bb1a" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_92a7788922290788de2d6683d98" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_d0c83bd757fdf927afb4e233a31" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_d619bec262ea761322f9325e170" FOREIGN KEY ("voucher_category_id") REFERENCES "voucher_category"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_6321e56140d6c13e9ec16e86927" FOREIGN KEY ("responsible_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_c3845bb7c07384c53c1df2eda30" FOREIGN KEY ("copied_from_voucher_id") REFERENCES "voucher"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_9f5d748e273076654c48f8bbd80" FOREIGN KEY ("complete_image_attachment_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_fa12a737fb8aa8d026e06f80219" FOREIGN KEY ("front_image_attachment_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_b0ed25e557fe3f0cf0a436b6492" FOREIGN KEY ("back_image_attachment_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" ADD CONSTRAINT "FK_32e4c7b4fa7ca7b28e7c9c023df" FOREIGN KEY ("company_logo_attachment_id") REFERENCES "attachment"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_comment" ADD CONSTRAINT "FK_5eec0ae428215da55f01f59ef43" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_comment" ADD CONSTRAINT "FK_a0b6a97f0677e1e2024d4d3c1f2" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_comment" ADD CONSTRAINT "FK_b14ad960bc00576a7facefe54b6" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_state_change" ADD CONSTRAINT "FK_6105f11e809e8c96af495800c09" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_state_change" ADD CONSTRAINT "FK_c6e94af948e74fea709ba41c3fa" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_selling_booklet" ADD CONSTRAINT "FK_75df60d86a3a84678dc472f3fd4" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_selling_booklet" ADD CONSTRAINT "FK_ace64bd43efb1ceac1e58176a06" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_booklet" ADD CONSTRAINT "FK_913c95847dcd0db6d933dc8f325" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_booklet" ADD CONSTRAINT "FK_c22bd5d6df995b029b19340d3f1" FOREIGN KEY ("booklet_id") REFERENCES "booklet"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_image" ADD CONSTRAINT "FK_794792f1dd4a5d2603fb6ac3f18" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_image" ADD CONSTRAINT "FK_e66aceef7a4fe9472cbb7ab4b51" FOREIGN KEY ("attachment_id") REFERENCES "attachment"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_favorite" ADD CONSTRAINT "FK_fb9e2dbc0c66febadf0264056b5" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_favorite" ADD CONSTRAINT "FK_538f880fabebe64748df7140e0f" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    // Emails are stored lower-cased, so the unique constraint is case-insensitive.
    await queryRunner.query(
      `ALTER TABLE "app_user" ADD CONSTRAINT "CHK_app_user_email_lower" CHECK ("email" = lower("email"))`,
    );
    // The public voucher list sorts by company name.
    await queryRunner.query(`CREATE INDEX "IDX_company_name" ON "company" ("name")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_company_name"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP CONSTRAINT "CHK_app_user_email_lower"`);
    await queryRunner.query(
      `ALTER TABLE "voucher_favorite" DROP CONSTRAINT "FK_538f880fabebe64748df7140e0f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_favorite" DROP CONSTRAINT "FK_fb9e2dbc0c66febadf0264056b5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_image" DROP CONSTRAINT "FK_e66aceef7a4fe9472cbb7ab4b51"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_image" DROP CONSTRAINT "FK_794792f1dd4a5d2603fb6ac3f18"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_booklet" DROP CONSTRAINT "FK_c22bd5d6df995b029b19340d3f1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_booklet" DROP CONSTRAINT "FK_913c95847dcd0db6d933dc8f325"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_selling_booklet" DROP CONSTRAINT "FK_ace64bd43efb1ceac1e58176a06"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_selling_booklet" DROP CONSTRAINT "FK_75df60d86a3a84678dc472f3fd4"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_state_change" DROP CONSTRAINT "FK_c6e94af948e74fea709ba41c3fa"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_state_change" DROP CONSTRAINT "FK_6105f11e809e8c96af495800c09"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_comment" DROP CONSTRAINT "FK_b14ad960bc00576a7facefe54b6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_comment" DROP CONSTRAINT "FK_a0b6a97f0677e1e2024d4d3c1f2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher_comment" DROP CONSTRAINT "FK_5eec0ae428215da55f01f59ef43"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_32e4c7b4fa7ca7b28e7c9c023df"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_b0ed25e557fe3f0cf0a436b6492"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_fa12a737fb8aa8d026e06f80219"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_9f5d748e273076654c48f8bbd80"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_c3845bb7c07384c53c1df2eda30"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_6321e56140d6c13e9ec16e86927"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_d619bec262ea761322f9325e170"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_d0c83bd757fdf927afb4e233a31"`,
    );
    await queryRunner.query(
      `ALTER TABLE "voucher" DROP CONSTRAINT "FK_92a7788922290788de2d6683d98"`,
    );
    await queryRunner.query(
      `ALTER TABLE "return_order_line" DROP CONSTRAINT "FK_31a5c7a383a0e50799ce665bb1a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "return_order_line" DROP CONSTRAINT "FK_e64ee84fdce652da01c2b4aa4f7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "return_order" DROP CONSTRAINT "FK_085c73da7f1c3c1e285b59ab271"`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_line" DROP CONSTRAINT "FK_5bed016b60cd93ed383ffd57de3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order_line" DROP CONSTRAINT "FK_538074bbf8b2dd0c9431ac456df"`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_order" DROP CONSTRAINT "FK_15769934d8d19e8d428ac070eb2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_inventory_entry" DROP CONSTRAINT "FK_01c0aece29099ead425d85eed08"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_inventory_entry" DROP CONSTRAINT "FK_c920aef8f80a847b7cc7f155735"`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_line" DROP CONSTRAINT "FK_900cb2c022b64e7849878b70646"`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_line" DROP CONSTRAINT "FK_ed8fae6d7239e9d730219215af7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail_log" DROP CONSTRAINT "FK_a106b192f46cb98a9f174ea2766"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail_log" DROP CONSTRAINT "FK_e6b9b103f4d8d4bb04b4d33b6be"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company_mail" DROP CONSTRAINT "FK_b76724025fbf7308bb71eb58643"`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet_comment" DROP CONSTRAINT "FK_be69e8554f4c6c2c1864b331106"`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet_comment" DROP CONSTRAINT "FK_05046598e5b0ebfd0421654edb8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_token" DROP CONSTRAINT "FK_6bbe63d2fe75e7f0ba1710351d4"`,
    );
    await queryRunner.query(
      `ALTER TABLE "login_hash" DROP CONSTRAINT "FK_ea0c2d880a0550cee43d2830b71"`,
    );
    await queryRunner.query(
      `ALTER TABLE "app_user" DROP CONSTRAINT "FK_051891ac7ef4c127cb21ee927cd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "app_user" DROP CONSTRAINT "FK_6d01279351be48cf10107b178dc"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_role" DROP CONSTRAINT "FK_d0e5815877f7395a198a4cb0a46"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company" DROP CONSTRAINT "FK_e6a8a84e09289f3e27c9225db70"`,
    );
    await queryRunner.query(
      `ALTER TABLE "company" DROP CONSTRAINT "FK_2d0bee116fcb85140d90c74262e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" DROP CONSTRAINT "FK_50b11503fc2636f6125e70e3bdc"`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" DROP CONSTRAINT "FK_53e2a1dcd36afa155c00ef2ada7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" DROP CONSTRAINT "FK_ffab77be583c8c8e6bd50f35877"`,
    );
    await queryRunner.query(
      `ALTER TABLE "booklet" DROP CONSTRAINT "FK_4a0cc494f365f2bc31244c6a43d"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_538f880fabebe64748df7140e0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fb9e2dbc0c66febadf0264056b"`);
    await queryRunner.query(`DROP TABLE "voucher_favorite"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e66aceef7a4fe9472cbb7ab4b5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_794792f1dd4a5d2603fb6ac3f1"`);
    await queryRunner.query(`DROP TABLE "voucher_image"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c22bd5d6df995b029b19340d3f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_913c95847dcd0db6d933dc8f32"`);
    await queryRunner.query(`DROP TABLE "voucher_booklet"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ace64bd43efb1ceac1e58176a0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_75df60d86a3a84678dc472f3fd"`);
    await queryRunner.query(`DROP TABLE "company_selling_booklet"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6105f11e809e8c96af495800c0"`);
    await queryRunner.query(`DROP TABLE "voucher_state_change"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5eec0ae428215da55f01f59ef4"`);
    await queryRunner.query(`DROP TABLE "voucher_comment"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_293f1a5b379296ecd1ca30f9d3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d619bec262ea761322f9325e17"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d0c83bd757fdf927afb4e233a3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_92a7788922290788de2d6683d9"`);
    await queryRunner.query(`DROP TABLE "voucher"`);
    await queryRunner.query(`DROP TABLE "voucher_category"`);
    await queryRunner.query(`DROP TABLE "text_block"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_31a5c7a383a0e50799ce665bb1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e64ee84fdce652da01c2b4aa4f"`);
    await queryRunner.query(`DROP TABLE "return_order_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_07804a17cfe7c2f28445a6e17c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_085c73da7f1c3c1e285b59ab27"`);
    await queryRunner.query(`DROP TABLE "return_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bed016b60cd93ed383ffd57de"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_538074bbf8b2dd0c9431ac456d"`);
    await queryRunner.query(`DROP TABLE "partner_order_line"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6a1da62efd9d20f56736bd0671"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_15769934d8d19e8d428ac070eb"`);
    await queryRunner.query(`DROP TABLE "partner_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_010dafaf2b051565495a17b1e1"`);
    await queryRunner.query(`DROP TABLE "company_inventory_entry"`);
    await queryRunner.query(`DROP TABLE "order_number_counter"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_900cb2c022b64e7849878b7064"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ed8fae6d7239e9d730219215af"`);
    await queryRunner.query(`DROP TABLE "order_line"`);
    await queryRunner.query(`DROP TABLE "customer_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_be276b99b9a4325d6f0e311aa2"`);
    await queryRunner.query(`DROP TABLE "mail_log"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a106b192f46cb98a9f174ea276"`);
    await queryRunner.query(`DROP TABLE "company_mail_log"`);
    await queryRunner.query(`DROP TABLE "company_mail"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05046598e5b0ebfd0421654edb"`);
    await queryRunner.query(`DROP TABLE "booklet_comment"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7477e1c1f449c1c2c16f41e36a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6bbe63d2fe75e7f0ba1710351d"`);
    await queryRunner.query(`DROP TABLE "refresh_token"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ea0c2d880a0550cee43d2830b7"`);
    await queryRunner.query(`DROP TABLE "login_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d01279351be48cf10107b178d"`);
    await queryRunner.query(`DROP TABLE "app_user"`);
    await queryRunner.query(`DROP TABLE "user_role"`);
    await queryRunner.query(`DROP TABLE "company"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d3a504ecdccd96a350a54315df"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9cd3bb3f75821ad0dcd02975a"`);
    await queryRunner.query(`DROP TABLE "booklet"`);
    await queryRunner.query(`DROP TABLE "region"`);
    await queryRunner.query(`DROP TABLE "attachment"`);
    await queryRunner.query(`DROP TABLE "appointment"`);
  }
}

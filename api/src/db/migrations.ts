import type { Database } from './database';
import { fillEmailKeys } from './email-keys';
import { SCALE_MIGRATIONS, type Migration } from './scale-migrations';

/**
 * Ordered, append-only migrations. The same SQL runs on PGlite and PostgreSQL, so only core PostgreSQL features
 * are used (full-text search instead of the pg_trgm extension).
 */
export const MIGRATIONS: Migration[] = [
  {
    id: '001_catalogue',
    sql: `
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        category text NOT NULL CHECK (category IN ('mobile', 'laptop', 'bike')),
        name text NOT NULL,
        path text NOT NULL,
        logo text NOT NULL,
        ordinal integer NOT NULL DEFAULT 0,
        UNIQUE (category, path)
      );
      CREATE INDEX companies_category_ordinal ON companies (category, ordinal, name);

      -- One row per phone, laptop or bike; the feature detail lives in the detail document.
      CREATE TABLE models (
        id serial PRIMARY KEY,
        category text NOT NULL CHECK (category IN ('mobile', 'laptop', 'bike')),
        company text NOT NULL,
        company_path text NOT NULL,
        path text NOT NULL,
        name text NOT NULL,
        series text,
        img text,
        ordinal integer NOT NULL DEFAULT 0,
        description text,
        price text,
        released text,
        published boolean NOT NULL DEFAULT true,
        power_hp double precision,
        torque_nm double precision,
        displacement_cc double precision,
        top_speed text,
        mileage_kmpl double precision,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        search_vector tsvector GENERATED ALWAYS AS (
          to_tsvector('simple', company || ' ' || name || ' ' || coalesce(series, '') || ' ' || path)
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (category, company_path, path)
      );
      CREATE INDEX models_listing ON models (category, company_path, ordinal, id);
      CREATE INDEX models_category_ordinal ON models (category, ordinal, id);
      CREATE INDEX models_search ON models USING gin (search_vector);
      CREATE INDEX models_bike_power ON models (category, power_hp DESC NULLS LAST);
      CREATE INDEX models_bike_mileage ON models (category, mileage_kmpl DESC NULLS LAST);

      CREATE TABLE home_mobiles (
        model_id integer PRIMARY KEY REFERENCES models (id) ON DELETE CASCADE,
        ordinal integer NOT NULL DEFAULT 0
      );

      CREATE TABLE compare_pairs (
        id serial PRIMARY KEY,
        category text NOT NULL CHECK (category IN ('mobile', 'laptop')),
        model_one_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
        model_two_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
        ordinal integer NOT NULL DEFAULT 0,
        UNIQUE (category, model_one_id, model_two_id)
      );
      CREATE INDEX compare_pairs_category ON compare_pairs (category, ordinal);

      CREATE TABLE pc_parts (
        id text PRIMARY KEY,
        category text NOT NULL,
        manufacturer text NOT NULL,
        name text NOT NULL,
        release_year integer,
        specs jsonb NOT NULL,
        search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', manufacturer || ' ' || name)) STORED
      );
      CREATE INDEX pc_parts_category ON pc_parts (category, name);
      CREATE INDEX pc_parts_search ON pc_parts USING gin (search_vector);

      CREATE TABLE devices (
        id serial PRIMARY KEY,
        category text NOT NULL,
        brand text NOT NULL,
        name text NOT NULL,
        img text,
        description text,
        UNIQUE (category, brand, name)
      );
      CREATE INDEX devices_category ON devices (category, id);
    `,
  },
  {
    id: '002_accounts',
    sql: `
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        gender text NOT NULL,
        password_hash text NOT NULL,
        avatar text,
        active boolean NOT NULL DEFAULT false,
        admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email ON users (lower(email));

      -- Activation, reset and refresh tokens; only a SHA-256 hash of each token is stored.
      CREATE TABLE user_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('activation', 'reset', 'refresh')),
        token_hash text NOT NULL UNIQUE,
        persistent boolean NOT NULL DEFAULT false,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX user_tokens_user ON user_tokens (user_id, kind);

      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        device_id integer NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        author text NOT NULL,
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX reviews_device ON reviews (device_id, created_at);
    `,
  },
  {
    id: '003_comments_custom_pcs',
    sql: `
      CREATE TABLE comments (
        id serial PRIMARY KEY,
        category text NOT NULL,
        brand text NOT NULL,
        path text NOT NULL,
        parent_id integer REFERENCES comments (id) ON DELETE CASCADE,
        name text NOT NULL,
        email text,
        comment text NOT NULL,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        is_verified boolean NOT NULL DEFAULT false,
        likes integer NOT NULL DEFAULT 0,
        dislikes integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX comments_thread ON comments (category, brand, path, created_at DESC);
      CREATE INDEX comments_parent ON comments (parent_id);

      CREATE TABLE custom_pcs (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX custom_pcs_user ON custom_pcs (user_id, created_at);

      CREATE TABLE custom_pc_variants (
        id uuid PRIMARY KEY,
        custom_pc_id uuid NOT NULL REFERENCES custom_pcs (id) ON DELETE CASCADE,
        category text NOT NULL,
        description text NOT NULL,
        price numeric(12, 2) NOT NULL DEFAULT 0,
        part_id text REFERENCES pc_parts (id) ON DELETE SET NULL,
        position integer NOT NULL DEFAULT 0
      );
      CREATE INDEX custom_pc_variants_pc ON custom_pc_variants (custom_pc_id, position);
    `,
  },
  {
    id: '004_token_revocation',
    sql: `
      -- Rotation marks a refresh token used; logout and password resets also revoke it (no grace period).
      ALTER TABLE user_tokens ADD COLUMN revoked_at timestamptz;
    `,
  },
  {
    id: '005_lookup_indexes',
    sql: `
      -- Footer categories are matched case-insensitively.
      CREATE INDEX devices_category_lower ON devices (lower(category), id);
    `,
  },
  {
    id: '006_refresh_token_families',
    sql: `
      -- Every refresh token rotated from one login shares a family: reuse of a rotated token revokes the family.
      ALTER TABLE user_tokens ADD COLUMN family_id text;
      CREATE INDEX user_tokens_family ON user_tokens (family_id) WHERE family_id IS NOT NULL;
    `,
  },
  {
    id: '020_laptop_finder',
    sql: `
      -- The laptop finder's numbers, written at seed time from the spec sheets; brand and release copied so a filter and
      -- its count never touch the models table. NULL means the data sheet does not state it.
      CREATE TABLE laptop_finder (
        model_id integer PRIMARY KEY REFERENCES models (id) ON DELETE CASCADE,
        company_path text NOT NULL,
        released text,
        price_cents integer,
        currency text,
        screen_inches double precision,
        ram_gb integer,
        storage_gb integer,
        weight_kg double precision,
        battery_wh double precision,
        release_year integer,
        cpu_family text,
        gpu_kind text,
        os text
      );
      CREATE INDEX laptop_finder_price ON laptop_finder (price_cents, model_id);
      CREATE INDEX laptop_finder_weight ON laptop_finder (weight_kg, model_id);
      CREATE INDEX laptop_finder_newest ON laptop_finder (released DESC NULLS LAST, model_id);
      CREATE INDEX laptop_finder_battery ON laptop_finder (battery_wh DESC NULLS LAST, model_id);
      CREATE INDEX laptop_finder_brand ON laptop_finder (company_path, price_cents);
      CREATE INDEX laptop_finder_ram ON laptop_finder (ram_gb, price_cents);
      CREATE INDEX laptop_finder_screen ON laptop_finder (screen_inches);
      CREATE INDEX laptop_finder_year ON laptop_finder (release_year);
    `,
  },
  {
    id: '021_laptop_finder_price_descending',
    sql: `
      -- "Most expensive first" reads this index in order (the ascending one cannot serve DESC NULLS LAST).
      CREATE INDEX laptop_finder_price_desc ON laptop_finder (price_cents DESC NULLS LAST, model_id DESC);
    `,
  },
  {
    id: '040_pc_parts_builder',
    sql: `
      -- The PC builder's picker filters and sorts on these, written at seed time from each part's record by the
      -- compatibility engine (partAttributes), so 'Compatible only' runs the engine's rules as SQL. NULL = not stated.
      ALTER TABLE pc_parts
        ADD COLUMN socket text, ADD COLUMN supported_sockets text[] NOT NULL DEFAULT '{}',
        ADD COLUMN memory_type text, ADD COLUMN supported_memory_types text[] NOT NULL DEFAULT '{}',
        ADD COLUMN board_form_factor text, ADD COLUMN psu_form_factor text,
        ADD COLUMN supported_board_form_factors text[] NOT NULL DEFAULT '{}', ADD COLUMN supported_psu_form_factors text[] NOT NULL DEFAULT '{}',
        ADD COLUMN memory_slots integer, ADD COLUMN memory_max_gb integer, ADD COLUMN module_count integer,
        ADD COLUMN capacity_gb double precision, ADD COLUMN m2_slots integer, ADD COLUMN sata_ports integer,
        ADD COLUMN storage_interface text, ADD COLUMN length_mm double precision, ADD COLUMN tower_height_mm double precision,
        ADD COLUMN max_gpu_length_mm double precision, ADD COLUMN max_cooler_height_mm double precision,
        ADD COLUMN max_psu_length_mm double precision, ADD COLUMN wattage_w integer, ADD COLUMN tdp_w integer,
        ADD COLUMN cores integer, ADD COLUMN boost_clock_ghz double precision, ADD COLUMN speed_mts integer,
        ADD COLUMN list_price_cents integer, ADD COLUMN price_currency text, ADD COLUMN price_source text, ADD COLUMN price_source_url text;
      CREATE INDEX pc_parts_socket ON pc_parts (category, socket);
      CREATE INDEX pc_parts_memory_type ON pc_parts (category, memory_type);
      CREATE INDEX pc_parts_manufacturer ON pc_parts (category, manufacturer);
      CREATE INDEX pc_parts_price ON pc_parts (category, list_price_cents, name);
      CREATE INDEX pc_parts_tdp ON pc_parts (category, tdp_w);
      CREATE INDEX pc_parts_wattage ON pc_parts (category, wattage_w);
      CREATE INDEX pc_parts_length ON pc_parts (category, length_mm);
      CREATE INDEX pc_parts_cores ON pc_parts (category, cores);
      CREATE INDEX pc_parts_capacity ON pc_parts (category, capacity_gb);
      CREATE INDEX pc_parts_supported_sockets ON pc_parts USING gin (supported_sockets);
      CREATE INDEX pc_parts_board_form_factors ON pc_parts USING gin (supported_board_form_factors);
    `,
  },
  {
    id: '030_bike_catalogue',
    sql: `
      -- The bike catalogue filters on brand, displacement and list price: the list price as a number with its currency,
      -- written with the price text (seed and admin writes), never parsed per request. NULL = no list price stated.
      ALTER TABLE models ADD COLUMN list_price double precision, ADD COLUMN price_currency text;
      CREATE INDEX models_bike_displacement ON models (category, displacement_cc, id);
      CREATE INDEX models_bike_price ON models (category, price_currency, list_price, id);
    `,
  },
  {
    id: '050_account_session_limits',
    sql: `
      -- Refresh tokens: when the login's session ends for good (rotation never extends it), and whether the one answer
      -- allowed for a token rotated moments ago (a parallel tab) has been given.
      ALTER TABLE user_tokens ADD COLUMN session_expires_at timestamptz, ADD COLUMN grace_used_at timestamptz;
    `,
  },
  {
    // An activation link carries the sign-up that sent it, so only the mailbox owner's link decides the account's
    // password and name (someone pre-registering another person's address cannot keep theirs).
    id: '060_activation_carries_sign_up',
    sql: `
      ALTER TABLE user_tokens ADD COLUMN sign_up_password_hash text;
      ALTER TABLE user_tokens ADD COLUMN sign_up_name text;
    `,
  },
  ...SCALE_MIGRATIONS,
  {
    id: '090_phone_finder',
    sql: `
      -- The phone finder's numbers, read at seed time from each phone's stored spec sheet; brand and release copied so
      -- a filter and its count never touch the models table. NULL means the spec sheet does not state it (yes/no
      -- features are 'YES', 'NO' or NULL).
      CREATE TABLE phone_finder (
        model_id integer PRIMARY KEY REFERENCES models (id) ON DELETE CASCADE,
        company_path text NOT NULL,
        released text,
        price_cents integer,
        currency text,
        release_year integer,
        display_inches double precision,
        resolution_short_px integer,
        refresh_hz integer,
        panel text,
        chipset_maker text,
        ram_gb double precision,
        storage_gb integer,
        card_slot text,
        main_camera_mp double precision,
        battery_mah integer,
        wired_charging_w double precision,
        wireless_charging text,
        has_5g text,
        nfc text,
        headphone_jack text,
        ip_rating integer
      );
      CREATE INDEX phone_finder_newest ON phone_finder (released DESC NULLS LAST, model_id);
      CREATE INDEX phone_finder_price ON phone_finder (price_cents, model_id);
      CREATE INDEX phone_finder_price_desc ON phone_finder (price_cents DESC NULLS LAST, model_id DESC);
      CREATE INDEX phone_finder_battery ON phone_finder (battery_mah DESC NULLS LAST, model_id);
      CREATE INDEX phone_finder_display ON phone_finder (display_inches DESC NULLS LAST, model_id);
      CREATE INDEX phone_finder_display_asc ON phone_finder (display_inches ASC NULLS LAST, model_id);
    `,
  },
  {
    id: '091_bike_and_pc_part_finders',
    sql: `
      -- The bike catalogue and the PC part picker run on the shared finder. Their numbers are columns every write
      -- already keeps (a bike's displacement, power, mileage and list price; a part's compatibility attributes, written
      -- at seed from its record), so each finder reads them through a view: nothing to copy, nothing to fall behind.
      -- A bike's catalogue order is its brand then its place in the brand; text compared byte by byte, as in memory.
      CREATE VIEW bike_finder AS
        SELECT id AS model_id, company_path, CASE WHEN published THEN 'YES' ELSE 'NO' END AS published,
               displacement_cc, power_hp, mileage_kmpl, list_price, price_currency,
               (company_path || ':' || lpad(ordinal::text, 10, '0')) COLLATE "C" AS catalog_order
        FROM models WHERE category = 'bike';
      CREATE INDEX models_bike_catalog_order
        ON models (((company_path || ':' || lpad(ordinal::text, 10, '0')) COLLATE "C"), id) WHERE category = 'bike';

      -- The finder keys models by a number; a part's id is text, so each part also gets a number of its own.
      -- Lists (the sockets a cooler takes) read as one text joined with '|', NULL when the record names none.
      ALTER TABLE pc_parts ADD COLUMN finder_id integer GENERATED ALWAYS AS IDENTITY UNIQUE;
      CREATE VIEW pc_part_finder AS
        SELECT finder_id AS model_id, id, category, manufacturer, name, release_year, specs, list_price_cents,
               price_currency, price_source, price_source_url, socket, memory_type, board_form_factor, psu_form_factor,
               storage_interface,
               NULLIF(array_to_string(supported_sockets, '|'), '') AS supported_sockets,
               NULLIF(array_to_string(supported_memory_types, '|'), '') AS supported_memory_types,
               NULLIF(array_to_string(supported_board_form_factors, '|'), '') AS supported_board_form_factors,
               NULLIF(array_to_string(supported_psu_form_factors, '|'), '') AS supported_psu_form_factors,
               memory_slots, memory_max_gb, module_count, capacity_gb, m2_slots, sata_ports, length_mm, tower_height_mm,
               max_gpu_length_mm, max_cooler_height_mm, max_psu_length_mm, wattage_w, tdp_w, cores, boost_clock_ghz,
               speed_mts, name COLLATE "C" AS sort_name
        FROM pc_parts;
      CREATE INDEX pc_parts_finder_name ON pc_parts ((name COLLATE "C"), finder_id);
    `,
  },
  {
    // A model without a spec sheet is never listed: no listing, brand page, search, finder or brand strip shows it.
    // Published is the one flag every listing reads, so the rule lives here, at every write: an empty document (or,
    // for phones and laptops, one without its features) keeps the model unpublished. The listing indexes stay as they
    // are. Written to run again over a database that ran it under an earlier id. (A trigger body is one line: migrations
    // are split at a semicolon that ends a line.)
    id: '092_listed_models_have_spec_sheets',
    sql: `
      CREATE OR REPLACE FUNCTION models_spec_sheet_missing(category text, detail jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT detail IS NULL OR jsonb_typeof(detail) <> 'object' OR detail = '{}'::jsonb OR (category <> 'bike' AND jsonb_typeof(detail->'features') IS DISTINCT FROM 'object') $$;
      CREATE OR REPLACE FUNCTION models_unlisted_without_spec_sheet() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$ BEGIN IF models_spec_sheet_missing(NEW.category, NEW.detail) THEN NEW.published := false; END IF; RETURN NEW; END $$;
      DROP TRIGGER IF EXISTS models_unlisted_without_spec_sheet ON models;
      CREATE TRIGGER models_unlisted_without_spec_sheet BEFORE INSERT OR UPDATE ON models FOR EACH ROW EXECUTE FUNCTION models_unlisted_without_spec_sheet();
      UPDATE models SET published = false WHERE published AND models_spec_sheet_missing(category, detail);
    `,
  },
  {
    // Accounts are found by one spelling of their address, computed in JavaScript (shared/email-address.ts), not by
    // PostgreSQL's collation-dependent lower(). Existing addresses that now share a spelling are reported and only the
    // first account keeps it (email-keys.ts); every later account is written with its key.
    id: '093_email_key',
    sql: `
      ALTER TABLE users ADD COLUMN email_key text;
    `,
    after: async (tx) => {
      await fillEmailKeys(tx);
      await tx.query('CREATE UNIQUE INDEX users_email_key ON users (email_key)');
      await tx.query('DROP INDEX users_email');
    },
  },
  {
    // Votes that count: one per account on a comment or a model page (the primary keys say so, not only a check).
    // A comment's counts stay on the comment, moved by each vote's change; a page's are counted from its votes.
    id: '094_votes',
    sql: `
      CREATE TABLE comment_votes (
        comment_id integer NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        value smallint NOT NULL CHECK (value IN (-1, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      );
      CREATE INDEX comment_votes_user ON comment_votes (user_id);
      CREATE TABLE model_votes (
        model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        value smallint NOT NULL CHECK (value IN (-1, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (model_id, user_id)
      );
      CREATE INDEX model_votes_user ON model_votes (user_id);
    `,
  },
  {
    // Notifications from what happens on the site, per account, with their read state; read newest first, and the
    // unread ones counted for the bell.
    id: '095_notifications',
    sql: `
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        title text NOT NULL,
        message text NOT NULL,
        link text,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      );
      CREATE INDEX notifications_user ON notifications (user_id, id DESC);
      CREATE INDEX notifications_unread ON notifications (user_id, id DESC) WHERE read_at IS NULL;
    `,
  },
  {
    // The account pages: a login remembers the browser that started it (its sessions list names the device).
    id: '096_login_devices',
    sql: `
      ALTER TABLE user_tokens ADD COLUMN user_agent text;
    `,
  },
  {
    // Ratings and reviews of model pages: one per account and model (the unique key), hidden by an admin if need be.
    id: '097_model_reviews',
    sql: `
      CREATE TABLE model_reviews (
        id serial PRIMARY KEY,
        model_id integer NOT NULL REFERENCES models (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text text,
        hidden boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (model_id, user_id)
      );
      CREATE INDEX model_reviews_model ON model_reviews (model_id, id DESC) WHERE NOT hidden;
      CREATE INDEX model_reviews_user ON model_reviews (user_id);
    `,
  },
  {
    // Follows: an account follows a model page, a brand or a search (by its address), once each.
    id: '098_follows',
    sql: `
      CREATE TABLE follows (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('MODEL', 'BRAND', 'SEARCH')),
        category text NOT NULL,
        brand text,
        path text,
        search text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX follows_one ON follows (user_id, kind, category, coalesce(brand, ''), coalesce(path, ''), coalesce(search, ''));
      CREATE INDEX follows_user ON follows (user_id, id DESC);
      CREATE INDEX follows_target ON follows (kind, category, brand, path);
    `,
  },
  {
    // An admin's catalogue write tells the other admins: found among every account without reading them all.
    id: '099_active_admins',
    sql: `
      CREATE INDEX users_active_admins ON users (id) WHERE admin AND active;
    `,
  },
  {
    // Changing one's e-mail address: a single-use link mailed to the new address carries it (only its hash is kept).
    id: '100_email_change',
    sql: `
      ALTER TABLE user_tokens ADD COLUMN new_email text;
      ALTER TABLE user_tokens DROP CONSTRAINT user_tokens_kind_check;
      ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_kind_check CHECK (kind IN ('activation', 'reset', 'refresh', 'email_change'));
    `,
  },
  {
    // Messages from the contact form, read by admins; the sender's account is kept when they were signed in.
    id: '101_contact_messages',
    sql: `
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        handled_at timestamptz
      );
    `,
  },
  {
    // Sign-in providers' identities (Google's or GitHub's account id) linked to our accounts; one account may have
    // several, an identity belongs to one account.
    id: '102_user_identities',
    sql: `
      CREATE TABLE user_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      );
      CREATE INDEX user_identities_user ON user_identities (user_id);
    `,
  },
  {
    // How each account wants each kind of notification: on the site (no row, the default), on the site and in an
    // e-mail digest, or not at all. A notification is e-mailed once (emailed_at); a digest goes at most once a period.
    id: '103_notification_preferences',
    sql: `
      CREATE TABLE notification_preferences (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        delivery text NOT NULL CHECK (delivery IN ('email', 'off')),
        PRIMARY KEY (user_id, kind)
      );
      CREATE INDEX notification_preferences_email ON notification_preferences (kind, user_id) WHERE delivery = 'email';
      ALTER TABLE notifications ADD COLUMN emailed_at timestamptz;
      CREATE TABLE notification_digests (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      );
    `,
  },
  {
    // Moderation: signed-in visitors report a comment or a review (once each; a second report replaces the first),
    // admins read the open ones grouped per item, and hide it or dismiss them. A hidden comment keeps its place in its
    // thread (its replies stay) without its text.
    id: '104_content_reports',
    sql: `
      CREATE TABLE content_reports (
        id serial PRIMARY KEY,
        reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (content IN ('comment', 'review')),
        content_id integer NOT NULL,
        reason text NOT NULL CHECK (reason IN ('spam', 'abuse', 'off_topic', 'other')),
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        UNIQUE (reporter_id, content, content_id)
      );
      CREATE INDEX content_reports_open ON content_reports (content, content_id) WHERE resolved_at IS NULL;
      ALTER TABLE comments ADD COLUMN hidden boolean NOT NULL DEFAULT false;
    `,
  },
  {
    // A followed search keeps the finder filter its address stands for, and the models it matched when last looked
    // at, so a model that starts matching is told to its followers once.
    id: '105_followed_search_matches',
    sql: `
      ALTER TABLE follows ADD COLUMN search_filter jsonb;
      ALTER TABLE follows ADD COLUMN known_matches text[];
      CREATE INDEX follows_watched_searches ON follows (category) WHERE kind = 'SEARCH' AND search_filter IS NOT NULL;
    `,
  },
  {
    // Finders sort by rating (best rated first): each model's visible reviews counted and summed, kept in step with
    // model_reviews by a trigger on every write (a save, an edit, a delete, a hide, an account's or a model's removal),
    // so the finders read one narrow row per reviewed model instead of every review. A row stays when its count drops
    // to 0 (no delete racing a new review). The view gives the average as the finders order by it. (A trigger body is
    // one line: migrations are split at a semicolon that ends a line.)
    id: '106_model_ratings',
    sql: `
      CREATE TABLE model_ratings (
        model_id integer PRIMARY KEY REFERENCES models (id) ON DELETE CASCADE,
        review_count integer NOT NULL,
        rating_sum integer NOT NULL
      );
      INSERT INTO model_ratings (model_id, review_count, rating_sum)
        SELECT model_id, count(*), sum(rating) FROM model_reviews WHERE NOT hidden GROUP BY model_id;
      CREATE FUNCTION model_ratings_follow() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$ BEGIN IF TG_OP <> 'INSERT' THEN IF NOT OLD.hidden THEN UPDATE model_ratings SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE model_id = OLD.model_id; END IF; END IF; IF TG_OP <> 'DELETE' THEN IF NOT NEW.hidden THEN INSERT INTO model_ratings (model_id, review_count, rating_sum) VALUES (NEW.model_id, 1, NEW.rating) ON CONFLICT (model_id) DO UPDATE SET review_count = model_ratings.review_count + 1, rating_sum = model_ratings.rating_sum + EXCLUDED.rating_sum; END IF; END IF; RETURN NULL; END $$;
      CREATE TRIGGER model_ratings_follow AFTER INSERT OR DELETE OR UPDATE OF model_id, rating, hidden ON model_reviews FOR EACH ROW EXECUTE FUNCTION model_ratings_follow();
      CREATE VIEW model_rating_values AS
        SELECT model_id, rating_sum, review_count AS rating_count, rating_sum::float8 / review_count AS rating_average
        FROM model_ratings WHERE review_count > 0;
    `,
  },
  {
    // The picker filters each kind of part by what matters for it (pc-compatibility's PART_FILTERS): the columns the
    // seed writes from each record for those filters, and the view the picker's index reads gains them. Lists (the
    // power connectors a card needs) read as one text joined with '|', as the supported_* lists do. seed_hash is the
    // hash of the row the seed last wrote, so a start rewrites only the parts a release changed (33,000 otherwise).
    id: '107_pc_part_filters',
    sql: `
      ALTER TABLE pc_parts
        ADD COLUMN series text, ADD COLUMN integrated_graphics text, ADD COLUMN chipset_maker text,
        ADD COLUMN chipset text, ADD COLUMN memory_gb double precision, ADD COLUMN slot_width double precision,
        ADD COLUMN power_connectors text[], ADD COLUMN wifi text, ADD COLUMN modules text,
        ADD COLUMN cas_latency double precision, ADD COLUMN storage_type text, ADD COLUMN drive_interface text,
        ADD COLUMN form_factor text, ADD COLUMN efficiency text, ADD COLUMN modular text, ADD COLUMN side_panel text,
        ADD COLUMN cooler_type text, ADD COLUMN radiator_size text, ADD COLUMN fan_size text, ADD COLUMN fan_pack text,
        ADD COLUMN fan_pwm text, ADD COLUMN airflow_cfm double precision, ADD COLUMN screen_size_in double precision,
        ADD COLUMN resolution text, ADD COLUMN refresh_rate_hz double precision, ADD COLUMN panel_type text,
        ADD COLUMN price_kind text, ADD COLUMN price_sources jsonb, ADD COLUMN seed_hash text;
      DROP VIEW pc_part_finder;
      -- The picker pages from its in-memory index (091): the SQL orders of 082 serve nothing, and over the whole
      -- catalogue they would be 18 indexes of 6 MB each, written on every seed.
      DROP INDEX IF EXISTS pc_parts_order_price, pc_parts_order_price_desc, pc_parts_order_year,
        pc_parts_order_year_desc, pc_parts_order_cores, pc_parts_order_cores_desc, pc_parts_order_boost,
        pc_parts_order_boost_desc, pc_parts_order_tdp, pc_parts_order_tdp_desc, pc_parts_order_speed,
        pc_parts_order_speed_desc, pc_parts_order_capacity, pc_parts_order_capacity_desc, pc_parts_order_wattage,
        pc_parts_order_wattage_desc, pc_parts_order_length, pc_parts_order_length_desc;
      CREATE VIEW pc_part_finder AS
        SELECT finder_id AS model_id, id, category, manufacturer, name, release_year, specs, list_price_cents,
               price_currency, price_source, price_source_url, socket, memory_type, board_form_factor, psu_form_factor,
               storage_interface,
               NULLIF(array_to_string(supported_sockets, '|'), '') AS supported_sockets,
               NULLIF(array_to_string(supported_memory_types, '|'), '') AS supported_memory_types,
               NULLIF(array_to_string(supported_board_form_factors, '|'), '') AS supported_board_form_factors,
               NULLIF(array_to_string(supported_psu_form_factors, '|'), '') AS supported_psu_form_factors,
               memory_slots, memory_max_gb, module_count, capacity_gb, m2_slots, sata_ports, length_mm, tower_height_mm,
               max_gpu_length_mm, max_cooler_height_mm, max_psu_length_mm, wattage_w, tdp_w, cores, boost_clock_ghz,
               speed_mts, name COLLATE "C" AS sort_name, price_kind, price_sources,
               series, integrated_graphics, chipset_maker, chipset, memory_gb, slot_width,
               NULLIF(array_to_string(power_connectors, '|'), '') AS power_connectors,
               wifi, modules, cas_latency, storage_type, drive_interface, form_factor, efficiency, modular, side_panel,
               cooler_type, radiator_size, fan_size, fan_pack, fan_pwm, airflow_cfm, screen_size_in, resolution,
               refresh_rate_hz, panel_type
        FROM pc_parts;
    `,
  },
  {
    // Builds people share: a saved build its owner published, as a snapshot of its parts, prices and the engine's
    // verdict at that moment (anyone reads it; publishing again refreshes it; unpublishing removes the row and its
    // likes). The gallery filters on the CPU and the card's chipset and orders newest or most liked first; a like
    // is one per account (the primary key), and a trigger keeps like_count in step with the likes, whatever removes
    // one (an unlike, or an account's deletion). (A trigger body is one line: see 106.)
    id: '108_public_builds',
    sql: `
      CREATE TABLE public_builds (
        id uuid PRIMARY KEY REFERENCES custom_pcs (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        parts jsonb NOT NULL,
        compatibility jsonb NOT NULL,
        total_cents integer,
        priced_count integer NOT NULL,
        part_count integer NOT NULL,
        currency text NOT NULL,
        cpu text,
        gpu text,
        like_count integer NOT NULL DEFAULT 0,
        published_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX public_builds_newest ON public_builds (published_at DESC, id);
      CREATE INDEX public_builds_most_liked ON public_builds (like_count DESC, published_at DESC, id);
      CREATE INDEX public_builds_cpu ON public_builds (cpu, published_at DESC);
      CREATE INDEX public_builds_gpu ON public_builds (gpu, published_at DESC);
      CREATE INDEX public_builds_user ON public_builds (user_id);
      CREATE TABLE public_build_likes (
        build_id uuid NOT NULL REFERENCES public_builds (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (build_id, user_id)
      );
      CREATE INDEX public_build_likes_user ON public_build_likes (user_id);
      CREATE FUNCTION public_build_like_count() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$ BEGIN IF TG_OP = 'INSERT' THEN UPDATE public_builds SET like_count = like_count + 1 WHERE id = NEW.build_id; ELSE UPDATE public_builds SET like_count = like_count - 1 WHERE id = OLD.build_id; END IF; RETURN NULL; END $$;
      CREATE TRIGGER public_build_like_count AFTER INSERT OR DELETE ON public_build_likes FOR EACH ROW EXECUTE FUNCTION public_build_like_count();
    `,
  },
  {
    // A bike page ranks the bike's torque and kerb weight against the catalogue's (power already was a finder number):
    // the finder's view reads them too, torque from its column, the weight from the sheet when it states a number.
    id: '109_bike_finder_torque_weight',
    sql: `
      CREATE OR REPLACE VIEW bike_finder AS
        SELECT id AS model_id, company_path, CASE WHEN published THEN 'YES' ELSE 'NO' END AS published,
               displacement_cc, power_hp, mileage_kmpl, list_price, price_currency,
               (company_path || ':' || lpad(ordinal::text, 10, '0')) COLLATE "C" AS catalog_order,
               torque_nm,
               CASE WHEN jsonb_typeof(detail->'kerbWeightKg') = 'number'
                    THEN (detail->>'kerbWeightKg')::double precision END AS weight_kg
        FROM models WHERE category = 'bike';
      `,
  },
  {
    id: '110_bike_power_to_weight',
    sql: `
      -- The bike home's power-to-weight ranking: horsepower per kilogram of the stated kerb weight (a number in the
      -- detail document), read in order from this index instead of computed for every published bike per request.
      CREATE INDEX models_bike_power_to_weight ON models (
        (power_hp / NULLIF(CASE WHEN jsonb_typeof(detail -> 'kerbWeightKg') = 'number'
                                THEN (detail ->> 'kerbWeightKg')::double precision END, 0)) DESC NULLS LAST,
        id
      ) WHERE category = 'bike' AND published;
    `,
  },
  {
    // One spelling, the glossary's: the bike finder's order column and its index say catalogue.
    id: '111_bike_catalogue_order_spelling',
    sql: `
      ALTER VIEW bike_finder RENAME COLUMN catalog_order TO catalogue_order;
      ALTER INDEX models_bike_catalog_order RENAME TO models_bike_catalogue_order;
    `,
  },
];

/** Serialises migrations and seeding when several instances start at once against one PostgreSQL. */
export const SCHEMA_LOCK_ID = 4_242_001;

export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    // migrations: one instance at a time
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
    // migrations: create the bookkeeping table
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    // migrations: list applied ids
    const appliedRows = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(appliedRows.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) {
        await tx.query(statement);
      }
      await migration.after?.(tx);
      // migrations: record one applied id
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      ran.push(migration.id);
    }
    return ran;
  });
}

/** Our migrations never put semicolons inside literals, so a plain split is enough. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

import type { Queryable } from './database';

export interface Migration {
  id: string;
  sql: string;
  /** Work SQL alone cannot do (a value computed in JavaScript), run after `sql` in the same transaction. */
  after?: (tx: Queryable) => Promise<void>;
}

/**
 * One partial full-text index per category (`models_search_mobile`, ...; `model_search_mobile`, ...): fastupdate off,
 * so a write goes into the index at once. The index name is the table's singular stem and the category.
 */
function searchIndexes(table: 'models' | 'model_search', categories: string[]): string {
  const stem = table === 'models' ? 'models_search' : 'model_search';
  return categories
    .map(
      (category) =>
        `CREATE INDEX ${stem}_${category} ON ${table} USING gin (search_vector) WITH (fastupdate = off) WHERE category = '${category}';`,
    )
    .join('\n');
}

/** Each order the part picker offers (its name in the index name) and the column it sorts by. */
const PICKER_ORDERS: [name: string, column: string][] = [
  ['price', 'list_price_cents'],
  ['year', 'release_year'],
  ['cores', 'cores'],
  ['boost', 'boost_clock_ghz'],
  ['tdp', 'tdp_w'],
  ['speed', 'speed_mts'],
  ['capacity', 'capacity_gb'],
  ['wattage', 'wattage_w'],
  ['length', 'length_mm'],
];

/** Both directions of every picker order; descending puts unknown values last, as the picker does. */
function pickerOrderIndexes(): string {
  return PICKER_ORDERS.flatMap(([name, column]) => [
    `CREATE INDEX pc_parts_order_${name} ON pc_parts (category, ${column}, name, id);`,
    `CREATE INDEX pc_parts_order_${name}_desc ON pc_parts (category, ${column} DESC NULLS LAST, name, id);`,
  ]).join('\n');
}

/**
 * The migrations that keep search, listings and the part picker fast at catalogue scale (100,000 models): per-category
 * full-text indexes and the indexes behind each listing and picker order. Appended to MIGRATIONS, in this order.
 */
export const SCALE_MIGRATIONS: Migration[] = [
  {
    // Search reads one category's models. With one GIN index over every category, PostgreSQL ANDs the full-text
    // bitmap with a bitmap of the whole category (100 ms at 100,000 phones for any term); a partial index per
    // category answers from the term's own posting list (0.2 ms for a rare term). Full-text (prefix) search, not
    // pg_trgm: it keeps the word-prefix meaning and needs no extension in PGlite. fastupdate off: a write goes into
    // the index at once, not into a pending list every search must scan until a VACUUM (PGlite never autovacuums).
    id: '080_search_per_category',
    sql: `
      ${searchIndexes('models', ['mobile', 'laptop', 'bike'])}
      DROP INDEX models_search;
    `,
  },
  {
    // A listing page is OFFSET rows into a brand's published models. With these, the rows skipped are read from the
    // index alone (an index-only scan: no wide model row is read for a skipped one), and only the page's rows are
    // fetched; without them page 300 of a brand read 3,600 whole rows (48 ms at 100,000 phones).
    id: '081_listing_published_pages',
    sql: `
      CREATE INDEX models_listing_published ON models (category, company_path, ordinal, id) WHERE published;
      CREATE INDEX models_category_published ON models (category, ordinal, id) WHERE published;
    `,
  },
  {
    // Every order the part picker offers, both ways, read from an index in that order (value, then name, then id)
    // and stopped after the page, instead of sorting the whole category (110 ms for 12,500 parts sorted by price,
    // dearest first). Descending puts unknown values last, as the picker does.
    id: '082_part_picker_orders',
    sql: `
      ${pickerOrderIndexes()}
    `,
  },
  {
    // Search ranks every match of a term, and a models row carries the spec document (about 1.7 kB), so a term with
    // thousands of matches read thousands of wide rows (a brand name: 20 ms at 100,000 phones). This narrow copy of
    // what search reads (about 150 B a row) is kept in step by a trigger on every insert and update of a model.
    // (A trigger body is one line: migrations are split at a semicolon that ends a line.)
    id: '083_model_search_table',
    sql: `
      CREATE TABLE model_search (
        model_id integer PRIMARY KEY REFERENCES models (id) ON DELETE CASCADE,
        category text NOT NULL,
        published boolean NOT NULL,
        ordinal integer NOT NULL,
        search_vector tsvector NOT NULL
      );
      INSERT INTO model_search (model_id, category, published, ordinal, search_vector)
        SELECT id, category, published, ordinal, search_vector FROM models;
      ${searchIndexes('model_search', ['mobile', 'laptop'])}
      CREATE FUNCTION model_search_copy() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$ BEGIN INSERT INTO model_search (model_id, category, published, ordinal, search_vector) VALUES (NEW.id, NEW.category, NEW.published, NEW.ordinal, NEW.search_vector) ON CONFLICT (model_id) DO UPDATE SET category = EXCLUDED.category, published = EXCLUDED.published, ordinal = EXCLUDED.ordinal, search_vector = EXCLUDED.search_vector; RETURN NULL; END $$;
      CREATE TRIGGER model_search_copy AFTER INSERT OR UPDATE ON models FOR EACH ROW EXECUTE FUNCTION model_search_copy();
    `,
  },
  {
    // The part picker's count ("N parts") tests every part of the category against the build's rules; a part row
    // carries its whole source record, so that read 11,000 rows (160 ms for coolers at 100,000 parts). This index
    // holds every column the picker filters on, so the count reads it alone (10 ms). Add new filter columns here.
    id: '084_part_picker_filter_columns',
    sql: `
      CREATE INDEX pc_parts_picker_filter ON pc_parts (category) INCLUDE (manufacturer, socket, supported_sockets, memory_type,
        supported_memory_types, board_form_factor, psu_form_factor, supported_board_form_factors, supported_psu_form_factors,
        memory_slots, memory_max_gb, module_count, capacity_gb, m2_slots, sata_ports, storage_interface, length_mm,
        tower_height_mm, max_gpu_length_mm, max_cooler_height_mm, max_psu_length_mm, wattage_w, tdp_w, list_price_cents);
    `,
  },
];

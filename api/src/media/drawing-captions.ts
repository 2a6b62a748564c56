import type { Queryable } from '../db/database';

/**
 * A model's caption as its maker writes it: the brand, then the model's stored name ('OnePlus 13R', 'Apple iPhone 17
 * Pro'), once only when the name already starts with the brand.
 */
export function captionOf(brand: string, name: string): string {
  return name.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? name : `${brand} ${name}`;
}

/** `/media/bikes/honda-cb350-2.svg` (a bike's second picture) is drawn for the model whose picture ends `-cb350.svg`. */
const PICTURE_NUMBER = /-\d+\.svg$/;

/**
 * Finds what a drawing at `/media/<kind>/<slug>.svg` should say from the rows whose picture or logo it is: the slug
 * is lower-cased, so the names are read where they are written as the maker writes them. Null when no row names it
 * (the drawing then spells its slug).
 */
export function createDrawingCaptions(db: Queryable) {
  return async function drawingCaptionOf(pathname: string): Promise<string | null> {
    const firstPicture = pathname.replace(PICTURE_NUMBER, '.svg');
    // media: the brand and name of the model, device or brand logo drawn at a media address
    const rows = await db.query<{ brand: string; name: string | null }>(
      `SELECT company AS brand, name FROM models WHERE img IN ($1, $2)
       UNION ALL SELECT brand, name FROM devices WHERE img = $1
       UNION ALL SELECT name AS brand, NULL AS name FROM companies WHERE logo = $1
       LIMIT 1`,
      [pathname, firstPicture],
    );
    const row = rows[0];
    if (!row) return null;
    return row.name === null ? row.brand : captionOf(row.brand, row.name);
  };
}

import type { Queryable } from '../../db/database';
import { captionOf, createDrawingCaptions } from '../drawing-captions';
import { renderMedia } from '../drawings';

/** The text of the drawing's <title> (what a screen reader says) and of its caption. */
const textsOf = (svg: string | null) => [...(svg ?? '').matchAll(/<(?:title|text)[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('model drawings', () => {
  it('write the name as its maker writes it, not re-cased from the address', () => {
    const svg = renderMedia('/media/phones/oneplus-13r.svg', 'OnePlus 13R');
    expect(textsOf(svg)).toEqual(['OnePlus 13R', 'OnePlus 13R']);
    expect(textsOf(renderMedia('/media/logos/oneplus.svg', 'OnePlus'))).toEqual(['OnePlus', 'O', 'OnePlus']);
  });

  it("spell an address nobody's name is stored for as its words, without guessing capitals", () => {
    expect(textsOf(renderMedia('/media/phones/apple-iphone-17-pro.svg'))).toContain('apple iphone 17 pro');
    expect(renderMedia('/media/phones/../x.svg')).toBeNull();
  });

  it('caption a model with its brand once', () => {
    expect(captionOf('Apple', 'iPhone 17 Pro')).toBe('Apple iPhone 17 Pro');
    expect(captionOf('Google', 'Pixel 9a')).toBe('Google Pixel 9a');
    expect(captionOf('OnePlus', 'OnePlus 13R')).toBe('OnePlus 13R');
  });

  it('read the caption from the row whose picture it is, a numbered bike picture from its first', async () => {
    const asked: unknown[][] = [];
    const db: Queryable = {
      query: async <Row>(_sql: string, params: unknown[] = []) => {
        asked.push(params);
        return (
          params[1] === '/media/bikes/honda-cb350.svg' ? [{ brand: 'Honda', name: "H'ness CB350" }] : []
        ) as Row[];
      },
    };
    const drawingCaptionOf = createDrawingCaptions(db);
    expect(await drawingCaptionOf('/media/bikes/honda-cb350-2.svg')).toBe("Honda H'ness CB350");
    expect(asked[0]).toEqual(['/media/bikes/honda-cb350-2.svg', '/media/bikes/honda-cb350.svg']);
    expect(await drawingCaptionOf('/media/phones/unknown-1.svg')).toBeNull();
  });
});

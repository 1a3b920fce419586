/**
 * The drawing primitives every demo product is made of, in the 800×800 box: painted and stroked
 * paths, stitching, points turned about the centre, and what a product's drawing tells the scene.
 */

export const round = (value: number) => Math.round(value * 100) / 100;

export type Point = [number, number];

/** A point turned by `degrees` about a centre, rounded. */
export function turn([x, y]: Point, degrees: number, [cx, cy]: Point = [400, 400]): Point {
  const angle = (degrees * Math.PI) / 180;
  const [dx, dy] = [x - cx, y - cy];
  return [
    round(cx + dx * Math.cos(angle) - dy * Math.sin(angle)),
    round(cy + dx * Math.sin(angle) + dy * Math.cos(angle)),
  ];
}

export interface TextBox {
  /** centre, the most room it may take, a rotation in degrees */
  x: number;
  y: number;
  width: number;
  height: number;
  rotate?: number;
}

// Products draw in the 800×800 box, toe (front) to the right for shoes.

export type Ground = "floor" | "flat";

export interface Product {
  body: string;
  text: TextBox;
  /** which colour the brand is printed on */
  textOn?: string;
  ground: Ground;
  /** a standing product's floor shadow: centre and radii */
  shadow?: [number, number, number, number];
  /** a flat-lay product's silhouette (paths without paint), for its soft drop shadow */
  outline?: string;
  /** the close-up's centre */
  focus: [number, number];
  footwear?: boolean;
  /** variant 2's pair: where the back and the front shoe go, and their scale */
  pair?: [number, number, number, number, number];
}

export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, colour: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"${extra}/>`;
export const stitch = (d: string, colour: string) =>
  stroke(d, colour, 2, ` stroke-dasharray="6 5" opacity=".55"`);
export const BODY = "url(#gb)";

/** The demo footwear: sneakers, high sneakers, boots and slides, each with its laces and sole. */
import type { Palette } from "./demo-image-colour.ts";
import {
  BODY,
  path,
  type Point,
  type Product,
  round,
  stitch,
  stroke,
  turn,
} from "./demo-image-draw.ts";

function laces(from: Point, to: Point, count: number, p: Palette, tilt = 0) {
  const [x0, y0] = from;
  const [x1, y1] = to;
  // Across the top of the shoe: perpendicular to the eyestay, turned up by `tilt` degrees.
  const angle = Math.atan2(x0 - x1, y1 - y0) - (tilt * Math.PI) / 180;
  const nx = Math.cos(angle) * 26;
  const ny = Math.sin(angle) * 26;
  let eyelets = "";
  let ticks = "";
  for (let i = 0; i < count; i++) {
    const x = round(x0 + ((x1 - x0) * i) / (count - 1));
    const y = round(y0 + ((y1 - y0) * i) / (count - 1));
    eyelets += `<circle cx="${x}" cy="${y}" r="5"/>`;
    ticks += `M${x} ${y}l${round(nx)} ${round(ny)}`;
  }
  return (
    `<g fill="${p.darker}">${eyelets}</g>` +
    stroke(ticks, p.line, 10, ` stroke-linecap="round"`) +
    stroke(ticks, p.lace, 6, ` stroke-linecap="round"`)
  );
}

function soleUnit(p: Palette) {
  return (
    path(
      "M132 540C126 576 140 598 174 598H600C656 598 702 584 716 550L706 532Z",
      p.outsole,
      ` stroke="${p.line}" stroke-width="2"`,
    ) +
    path(
      "M124 500C118 550 134 584 172 584H598C650 582 694 568 710 540 716 528 708 520 696 520Z",
      p.sole,
      ` stroke="#0000002a" stroke-width="2"`,
    ) +
    stroke("M140 556C300 562 520 558 702 540", "#0000001c", 3) +
    stroke("M178 592H604", "#0000003a", 4, ` stroke-dasharray="10 8"`)
  );
}

export function sneaker(p: Palette): Product {
  return {
    footwear: true,
    ground: "floor",
    shadow: [420, 596, 300, 26],
    focus: [450, 440],
    text: { x: 318, y: 464, width: 130, height: 28, rotate: -12 },
    body:
      path(
        "M130 510C116 440 124 380 146 340 150 330 162 328 170 334 204 362 244 386 284 388 304 388 322 378 334 366L336 318C346 304 376 304 386 318L394 340C442 372 502 410 554 436 612 456 664 468 690 484 714 498 718 522 700 530L130 520Z",
        BODY,
        ` stroke="${p.line}" stroke-width="3"`,
      ) +
      path("M336 368L338 318C348 304 374 304 384 318L396 344Z", p.light) +
      path("M420 362C432 420 442 470 452 524L524 526C510 480 498 440 490 406Z", p.light) +
      stitch("M430 372C440 424 450 474 458 520M482 400C490 440 502 480 514 522", p.line) +
      path(
        "M574 446C630 462 668 470 690 484 714 498 718 522 700 530L606 526C600 494 590 468 574 446Z",
        p.dark,
      ) +
      stroke(
        "M622 482C650 488 672 496 688 506M632 502C656 506 678 512 694 520",
        p.darker,
        4,
        ` stroke-dasharray="0 10" stroke-linecap="round"`,
      ) +
      path(
        "M130 514C116 446 124 386 146 344 182 380 216 430 222 474 226 496 226 508 224 516Z",
        p.dark,
      ) +
      stitch("M148 360C184 396 210 440 214 478 216 498 216 508 215 514", p.lighter) +
      stitch("M584 458C596 478 604 502 606 524", p.lighter) +
      stroke("M150 338C190 364 240 390 284 392 306 392 322 382 336 368", p.darker, 9) +
      path("M140 348L148 316C150 308 160 306 166 312L174 342Z", p.darker) +
      stroke("M390 336L556 438", p.dark, 30, ` stroke-linecap="round"`) +
      laces([396, 342], [544, 430], 5, p, 10) +
      soleUnit(p),
  };
}

export function highSneaker(p: Palette): Product {
  return {
    footwear: true,
    ground: "floor",
    shadow: [420, 596, 300, 26],
    focus: [420, 380],
    text: { x: 300, y: 474, width: 150, height: 28, rotate: -10 },
    body:
      path(
        "M134 530C126 420 132 300 152 214 200 208 260 210 318 220L326 190C338 176 362 178 368 192L376 228C396 300 440 390 552 442 612 460 668 478 692 500 706 512 704 530 690 532Z",
        BODY,
        ` stroke="${p.line}" stroke-width="3"`,
      ) +
      path("M318 222L326 190C338 178 360 178 366 192L378 236Z", p.light) +
      path(
        "M560 446C616 462 668 480 692 500 706 512 704 530 690 532H606C596 500 578 468 560 446Z",
        p.dark,
      ) +
      path(
        "M134 530C124 440 130 330 146 260 190 300 220 380 226 440 230 490 228 512 226 530Z",
        p.dark,
      ) +
      stitch("M150 272C188 310 214 380 218 440 221 490 220 512 219 528", p.lighter) +
      stroke("M154 216C200 210 260 212 320 222", p.darker, 12, ` stroke-linecap="round"`) +
      `<circle cx="206" cy="318" r="30" fill="${p.sole}" stroke="${p.darker}" stroke-width="4"/>` +
      `<circle cx="206" cy="318" r="12" fill="${p.base}"/>` +
      stroke("M378 232L548 436", p.dark, 30, ` stroke-linecap="round"`) +
      laces([382, 240], [536, 424], 7, p) +
      soleUnit(p),
  };
}

export function boot(p: Palette): Product {
  const welt = "#6b4a2f";
  return {
    footwear: true,
    ground: "floor",
    shadow: [430, 606, 300, 26],
    focus: [440, 380],
    text: { x: 290, y: 250, width: 100, height: 22 },
    textOn: p.darker,
    body:
      path(
        "M158 550C150 440 160 300 176 204 240 196 310 196 372 200 376 280 388 340 412 378 480 414 600 446 668 478 706 496 716 526 706 552Z",
        BODY,
        ` stroke="${p.line}" stroke-width="3"`,
      ) +
      path("M158 550C150 470 156 420 164 380 210 392 240 440 250 550Z", p.dark) +
      path(
        "M590 450C640 462 690 480 702 500 714 520 714 540 706 552H604C602 512 598 480 590 450Z",
        p.dark,
      ) +
      stitch("M178 392C216 410 236 450 242 548", p.lighter) +
      stitch("M598 462C604 490 606 520 606 548", p.lighter) +
      path("M234 232H346V268H234Z", p.darker) +
      stroke("M182 210C170 160 200 150 212 204", p.darker, 9, ` stroke-linecap="round"`) +
      stroke("M176 206C240 194 310 194 374 200", p.darker, 16, ` stroke-linecap="round"`) +
      stroke("M380 212L420 376", p.dark, 28, ` stroke-linecap="round"`) +
      laces([384, 222], [416, 370], 6, p, 40) +
      path("M150 546H708C718 548 718 566 708 568H150Z", welt) +
      stroke("M158 557H704", "#e9d6b9", 2, ` stroke-dasharray="5 4"`) +
      path(
        "M150 566V612H296C302 600 320 598 340 598H700C716 598 724 584 712 566Z",
        "#2b2b2b",
        ` stroke="#111" stroke-width="2"`,
      ) +
      stroke("M158 604H292M346 590H700", "#000000", 12, ` stroke-dasharray="12 9" opacity=".55"`),
  };
}

/** A slide, seen from above, toe up, turned a little. */
export function sandal(p: Palette): Product {
  const tilt = -24;
  const sole =
    "M400 652C350 652 322 622 322 572 322 502 344 456 340 396 334 322 300 262 306 212 312 162 356 140 404 142 460 144 494 170 496 230 498 300 466 342 466 412 466 482 480 522 480 572 480 622 450 652 400 652Z";
  const strap =
    "M292 262C356 238 452 238 514 262 524 300 522 352 510 392 452 410 356 410 302 392 288 352 284 300 292 262Z";
  const [tx, ty] = turn([404, 320], tilt);
  return {
    footwear: true,
    ground: "flat",
    outline: `<path d="${sole}${strap}" transform="rotate(${tilt} 400 400) translate(6 16)"/>`,
    pair: [125, -20, -105, 30, 0.76],
    focus: turn([420, 330], tilt),
    text: { x: tx, y: ty, width: 150, height: 30, rotate: tilt },
    body:
      `<g transform="rotate(${tilt} 400 400)">` +
      path(sole, p.darker, ` transform="translate(8 22)"`) +
      path(sole, p.dark, ` transform="translate(4 11)"`) +
      path(sole, p.light, ` stroke="${p.line}" stroke-width="2"`) +
      stroke(
        "M400 628C362 628 346 604 346 568 346 500 360 450 356 392 350 326 328 268 332 218 338 180 366 166 404 166 446 168 472 190 472 232 472 300 452 344 452 412 452 482 456 522 456 570 456 606 436 628 400 628Z",
        p.dark,
        3,
        ` opacity=".5"`,
      ) +
      path(strap, p.darker, ` transform="translate(0 10)"`) +
      path(strap, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      stitch("M302 276C360 256 448 256 504 276M308 380C360 396 448 396 500 380", p.lighter) +
      `</g>`,
  };
}

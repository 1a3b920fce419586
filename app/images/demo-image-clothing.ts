/** The demo clothing and accessories: t-shirts, hoodies, jackets, trousers, shorts, caps, bags, socks. */
import type { Palette } from "./demo-image-colour.ts";
import { BODY, path, type Product, stitch, stroke } from "./demo-image-draw.ts";

export function tshirt(p: Palette): Product {
  const shape =
    "M318 170C350 200 450 200 482 170L590 206 680 312 612 372 566 330V640C460 652 340 652 234 640V330L188 372 120 312 210 206Z";
  return {
    ground: "flat",
    outline: `<path d="${shape}"/>`,
    focus: [400, 290],
    text: { x: 400, y: 300, width: 190, height: 34 },
    body:
      path("M318 170C350 152 450 152 482 170 450 190 350 190 318 170Z", p.darker) +
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      stroke("M318 172C350 204 450 204 482 172", p.dark, 12) +
      stroke("M666 300L600 360M134 300L200 360", p.dark, 10) +
      stroke("M238 628C340 640 460 640 562 628", p.dark, 8) +
      stitch("M236 616C340 628 460 628 564 616", p.line) +
      path("M234 330C262 420 252 540 274 644L234 640Z", p.dark, ` opacity=".45"`) +
      path("M566 330C540 420 548 540 528 646L566 640Z", p.dark, ` opacity=".45"`) +
      stroke(
        "M300 430C350 450 420 446 480 470M320 540C380 552 430 548 500 560",
        p.dark,
        6,
        ` opacity=".25" stroke-linecap="round"`,
      ),
  };
}

export function hoodie(p: Palette): Product {
  const hood = "M300 186C296 110 350 78 400 78S504 110 500 186Z";
  const shape =
    "M306 180L222 208C184 224 170 258 162 300L112 560 174 578 232 364V640H568V364L626 578 688 560 638 300C630 258 616 224 578 208L494 180Z";
  const cuffs = "M108 556L176 576 166 612 100 594ZM692 556L624 576 634 612 700 594Z";
  return {
    ground: "flat",
    outline: `<path d="${hood}${shape}${cuffs}"/>`,
    focus: [400, 330],
    text: { x: 400, y: 398, width: 180, height: 30 },
    body:
      path(hood, p.dark, ` stroke="${p.line}" stroke-width="2"`) +
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      path(cuffs, p.dark) +
      path("M232 610H568V646H232Z", p.dark) +
      stroke("M232 620H568M232 632H568", p.darker, 2, ` opacity=".5"`) +
      path("M316 186C326 252 474 252 484 186 460 160 340 160 316 186Z", p.darker) +
      stroke("M314 186C326 256 474 256 486 186", p.base, 14) +
      stroke(
        "M372 240C368 290 376 320 370 352M428 240C432 290 424 320 430 352",
        p.lace,
        6,
        ` stroke-linecap="round"`,
      ) +
      path(
        "M296 480L332 424H468L504 480V598H296Z",
        p.base,
        ` stroke="${p.dark}" stroke-width="3"`,
      ) +
      stroke("M300 480L334 428M500 480L466 428", p.darker, 5) +
      stitch("M306 590H494", p.line) +
      path("M232 364C250 440 246 540 262 610H232Z", p.dark, ` opacity=".4"`) +
      path("M568 364C552 440 556 540 538 610H568Z", p.dark, ` opacity=".4"`),
  };
}

export function jacket(p: Palette): Product {
  // Puffer baffles: seams across the body and both sleeves, a highlight above each seam.
  const baffle = (y: number) => `M242 ${y}C320 ${y + 12} 480 ${y + 12} 558 ${y}`;
  const rows = [270, 340, 410, 480, 550];
  const seams = rows.map(baffle).join("");
  const highlights = rows.map((y) => baffle(y - 22)).join("");
  const sleeveSeams = (
    [
      [168, 330, 226, 346],
      [154, 400, 216, 416],
      [140, 470, 204, 486],
      [126, 540, 190, 556],
    ] as const
  )
    .map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}M${800 - x1} ${y1}L${800 - x2} ${y2}`)
    .join("");
  const shape =
    "M322 196L236 220C196 236 178 270 170 310L120 570 186 590 240 380V630C340 650 460 650 560 630V380L614 590 680 570 630 310C622 270 604 236 564 220L478 196Z";
  const collar = "M326 150C360 138 440 138 474 150L482 206C440 220 360 220 318 206Z";
  const cuffs = "M116 566L188 588 180 622 108 600ZM684 566L612 588 620 622 692 600Z";
  return {
    ground: "flat",
    outline: `<path d="${shape}${collar}${cuffs}"/>`,
    focus: [440, 300],
    text: { x: 482, y: 250, width: 90, height: 18 },
    body:
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      stroke(highlights, p.lighter, 12, ` opacity=".35" stroke-linecap="round"`) +
      stroke(seams + sleeveSeams, p.darker, 3) +
      path(cuffs, p.darker) +
      path(collar, p.dark, ` stroke="${p.line}" stroke-width="2"`) +
      stroke("M400 146V644", p.darker, 7) +
      stroke("M400 146V644", p.lighter, 2, ` stroke-dasharray="2 3"`) +
      path("M394 214H406V250H394Z", "#c9c9c9", ` stroke="#555" stroke-width="2"`) +
      stroke("M280 520L300 440M520 520L500 440", p.darker, 4),
  };
}

export function pants(p: Palette, short: boolean): Product {
  const shape = short
    ? "M272 200H528L540 248 604 520C540 540 470 540 424 530L402 372 378 530C330 540 260 540 196 520L260 248Z"
    : "M282 130H518L528 180 566 664C550 682 474 686 432 678L402 320 368 678C326 686 250 682 234 664L272 180Z";
  const top = short ? 200 : 130;
  const band = short ? "M272 200H528L532 246H268Z" : "M282 130H518L522 178H278Z";
  const hems = short
    ? "M200 506C260 524 330 524 380 514M424 514C470 524 540 524 600 506"
    : "M238 652C280 664 330 666 370 662M430 662C470 666 520 664 562 652";
  return {
    ground: "flat",
    outline: `<path d="${shape}"/>`,
    focus: [400, short ? 330 : 280],
    text: short
      ? { x: 306, y: 470, width: 90, height: 16, rotate: -6 }
      : { x: 322, y: 250, width: 76, height: 15 },
    body:
      path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
      path(band, p.dark) +
      stroke(`M290 ${top + 16}H510`, p.darker, 2, ` stroke-dasharray="3 4" opacity=".6"`) +
      stroke(
        `M392 ${top + 48}C384 ${top + 90} 372 ${top + 110} 378 ${top + 140}M408 ${top + 48}C416 ${top + 90} 428 ${top + 110} 422 ${top + 140}`,
        p.lace,
        6,
        ` stroke-linecap="round"`,
      ) +
      stroke(hems, p.dark, short ? 10 : 22) +
      stroke(
        `M298 ${top + 60}C310 ${top + 90} 316 ${top + 110} 318 ${top + 140}M502 ${top + 60}C490 ${top + 90} 484 ${top + 110} 482 ${top + 140}`,
        p.darker,
        4,
      ) +
      stroke(
        short
          ? "M300 300C300 380 292 450 290 520M500 300C500 380 508 450 510 520"
          : "M318 240C322 400 312 540 304 668M482 240C478 400 488 540 496 668",
        p.dark,
        short ? 8 : 12,
        ` opacity=".35" stroke-linecap="round"`,
      ),
  };
}

export function cap(p: Palette): Product {
  return {
    ground: "floor",
    shadow: [460, 500, 280, 24],
    focus: [520, 380],
    text: { x: 566, y: 398, width: 86, height: 22, rotate: 6 },
    body:
      path(
        "M540 474C620 452 720 458 764 492 744 514 640 514 560 502Z",
        p.dark,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      path(
        "M190 480C180 340 270 240 410 236 540 234 620 320 630 470 500 486 320 490 190 480Z",
        BODY,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      stroke("M410 238C470 300 500 390 502 482M410 238C350 300 320 400 318 486", p.dark, 4) +
      stitch("M420 240C484 302 514 390 516 482M400 240C338 302 306 400 304 486", p.lighter) +
      `<ellipse cx="410" cy="238" rx="18" ry="8" fill="${p.darker}"/>` +
      `<g fill="${p.darker}"><circle cx="330" cy="300" r="6"/><circle cx="488" cy="296" r="6"/></g>` +
      stroke("M192 480C320 490 500 486 630 470", p.darker, 8) +
      path(
        "M560 502C640 514 744 514 764 492 760 504 744 520 700 524 640 526 590 518 560 510Z",
        p.darker,
      ),
  };
}

export function bag(p: Palette): Product {
  return {
    ground: "floor",
    shadow: [400, 648, 200, 20],
    focus: [400, 470],
    text: { x: 400, y: 492, width: 100, height: 18 },
    textOn: p.sole,
    body:
      stroke("M356 196C356 136 444 136 444 196", p.darker, 16) +
      path("M252 250C222 320 222 480 238 610H262C250 480 250 330 272 262Z", p.darker) +
      path("M548 250C578 320 578 480 562 610H538C550 480 550 330 528 262Z", p.darker) +
      path(
        "M250 236C250 184 300 170 400 170S550 184 550 236V600C550 630 530 648 500 648H300C270 648 250 630 250 600Z",
        BODY,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      stroke("M266 258C320 204 480 204 534 258", p.darker, 5) +
      path("M512 232L528 226 534 262 520 266Z", "#c9c9c9") +
      path(
        "M280 420C280 400 300 390 320 390H480C500 390 520 400 520 420V600C520 616 510 626 494 626H306C290 626 280 616 280 600Z",
        p.dark,
        ` stroke="${p.line}" stroke-width="2"`,
      ) +
      stroke("M296 412H504", p.darker, 5) +
      stitch("M292 432V598C292 608 298 614 308 614H492C502 614 508 608 508 598V432", p.lighter) +
      `<rect x="338" y="468" width="124" height="48" rx="6" fill="${p.sole}"/>`,
  };
}

export function socks(p: Palette): Product {
  const shape =
    "M280 140H396V452C396 480 410 498 440 506L572 540C624 554 628 636 570 640L382 636C316 634 280 590 280 520Z";
  const sock =
    path(shape, BODY, ` stroke="${p.line}" stroke-width="2"`) +
    path("M280 140H396V206H280Z", p.dark) +
    stroke("M284 173H392", p.darker, 56, ` stroke-dasharray="3 8" opacity=".5"`) +
    path("M280 500C280 590 316 634 380 636L386 588C344 584 326 556 326 500Z", p.darker) +
    path("M540 532L572 540C624 554 628 636 570 640L532 639C548 610 552 570 540 532Z", p.darker);
  return {
    ground: "flat",
    outline: `<path d="${shape}" transform="translate(96 -56)"/><path d="${shape}"/>`,
    focus: [360, 300],
    text: { x: 338, y: 262, width: 92, height: 18 },
    body: `<g id="s" transform="translate(96 -56)">${sock}</g><use href="#s" transform="translate(-96 56)"/>`,
  };
}

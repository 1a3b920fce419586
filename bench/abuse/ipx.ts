/**
 * /_ipx (docs/security.md#images): sizes, qualities and formats off the shop's ladder refused
 * before a picture is read, AVIF never drawn, and what 100 different allowed variants of one
 * picture cost in time and memory (processed pictures are cached up to 64 MiB).
 */
import { IMAGE_DIMENSIONS, IMAGE_FORMATS, IMAGE_QUALITIES } from "../../app/images/image-url.ts";
import { rawRequest } from "./http.ts";
import { median, megabytes, ms, percentile, type ProbeResult } from "./report.ts";
import type { ShopServer } from "./server.ts";

const PICTURE = "/demo-images/sneaker/1f2937/nike/1.svg";
/** A second picture: does memory keep growing, or level off once the caches are full? */
const SECOND_PICTURE = "/demo-images/sneaker/0f766e/adidas/2.svg";
const VARIANTS = 100;
/** Pictures asked at once: a page's worth, well inside the 2 drawing + 32 waiting. */
const AT_ONCE = 4;

async function offLadder(origin: string): Promise<ProbeResult> {
  const modifiers = [
    "w_321",
    "w_3072&h_3071",
    "w_99999",
    "q_100",
    "q_81",
    "f_gif",
    "w_0",
    "fit_crop&w_320",
  ];
  const statuses = await Promise.all(
    modifiers.map(async (m) => (await rawRequest(origin, { path: `/_ipx/${m}${PICTURE}` })).status),
  );
  return {
    probe: `/_ipx off the ladder: ${modifiers.join(", ")}`,
    expected: "400 each",
    observed: statuses.join(", "),
    held: statuses.every((status) => status === 400),
  };
}

async function avif(origin: string): Promise<ProbeResult> {
  const asked = await rawRequest(origin, { path: `/_ipx/f_avif&w_320${PICTURE}` });
  const negotiated = await rawRequest(origin, {
    path: `/_ipx/w_320${PICTURE}`,
    headers: { accept: "image/avif,image/*;q=0.8" },
  });
  const type = String(negotiated.headers["content-type"]);
  return {
    probe: "/_ipx AVIF: asked by name, and by Accept",
    expected: "400; Accept answered with another format",
    observed: `f_avif: ${asked.status}; Accept image/avif: ${negotiated.status} ${type}`,
    held: asked.status === 400 && negotiated.status === 200 && !type.includes("avif"),
  };
}

/** The allowed variants, widths first so that each size is asked in every format and quality. */
function variants(): string[] {
  const all = IMAGE_DIMENSIONS.flatMap((width) =>
    IMAGE_FORMATS.flatMap((format) =>
      IMAGE_QUALITIES.map((quality) => `w_${width}&f_${format}&q_${quality}`),
    ),
  );
  // Spread over the whole ladder rather than the 100 smallest.
  const step = all.length / VARIANTS;
  return Array.from({ length: VARIANTS }, (_, n) => all[Math.floor(n * step)] as string);
}

async function manyVariants(
  server: ShopServer,
  picture: string,
  which: string,
): Promise<ProbeResult> {
  const queue = variants();
  const rssBefore = server.rssBytes();
  let rssPeak = rssBefore;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let modifiers = queue.shift(); modifiers; modifiers = queue.shift()) {
        const begun = performance.now();
        const { status } = await rawRequest(server.origin, {
          path: `/_ipx/${modifiers}${picture}`,
        });
        times.push(performance.now() - begun);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        rssPeak = Math.max(rssPeak, server.rssBytes());
      }
    }),
  );
  const total = performance.now() - started;
  const rssAfter = server.rssBytes();
  const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(", ");
  const growth = `${rssAfter >= rssBefore ? "+" : "−"}${megabytes(Math.abs(rssAfter - rssBefore))}`;
  return {
    probe: `/_ipx: ${VARIANTS} allowed variants of ${which}, ${AT_ONCE} at a time`,
    expected: "all drawn (200); time and memory reported",
    observed:
      `${answered} in ${(total / 1000).toFixed(1)} s (each p50 ${ms(median(times))}, ` +
      `p95 ${ms(percentile(times, 0.95))}); RSS ${megabytes(rssBefore)} → peak ` +
      `${megabytes(rssPeak)}, after ${megabytes(rssAfter)} (${growth})`,
    held: statuses.get(200) === VARIANTS,
  };
}

export async function ipxProbes(server: ShopServer): Promise<ProbeResult[]> {
  return [
    await offLadder(server.origin),
    await avif(server.origin),
    await manyVariants(server, PICTURE, "one picture"),
    await manyVariants(server, SECOND_PICTURE, "a second picture"),
  ];
}

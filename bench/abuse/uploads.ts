/**
 * The multipart flood (docs/security.md#bounded-bodies): 10 anonymous 25 MB multipart POSTs at
 * once, a well-formed createReview with five 5 MB photos, to /graphql and to the review form (the
 * product page's action), each declared by Content-Length and then chunked with none. Each must
 * be refused within 100 ms, from its headers, while /healthz answers under 100 ms (p99) and the
 * server's resident memory grows by less than 50 MB. Before bounded bodies one such request held
 * the server 10–12 s and took it from 144 MB to 1.1 GB.
 */
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { healthzSummary, whileMeasuringHealthz } from "./healthz.ts";
import { chunkFrame } from "./http.ts";
import { megabytes, ms, type ProbeResult, percentile } from "./report.ts";
import type { ShopServer } from "./server.ts";

const PARALLEL = 10;
/** Floods of PARALLEL posts, one after the other, for enough /healthz samples. */
const ROUNDS = 3;
const PHOTO_BYTES = 5 * 1024 * 1024;
const PHOTOS = 5;
const REFUSED_WITHIN_MS = 100;
const HEALTHZ_P99_MS = 100;
const RSS_GROWTH_BYTES = 50 * 1024 * 1024;
const SLICE_BYTES = 64 * 1024;
const BOUNDARY = "----meetmarketflood";

const CREATE_REVIEW =
  "mutation CreateReview($dto: CreateReviewDto!) { createReview(dto: $dto) { id state } }";

function part(name: string, value: Buffer | string, filename?: string): Buffer {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
    (filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : "") +
    "\r\n\r\n";
  return Buffer.concat([Buffer.from(head), Buffer.from(value), Buffer.from("\r\n")]);
}

/** One photo's bytes, shared by every part: what is sent matters, not what it holds. */
const photo = randomBytes(PHOTO_BYTES);

function graphqlBody(productId: string): Buffer {
  const dto = {
    productId,
    rating: 5,
    text: "Отличные кроссовки, сели по размеру.",
    pageLoadTime: Date.now() - 60_000,
    photos: Array.from({ length: PHOTOS }, () => null),
  };
  const map = Object.fromEntries(
    Array.from({ length: PHOTOS }, (_, n) => [String(n), [`variables.dto.photos.${n}`]]),
  );
  return Buffer.concat([
    part("operations", JSON.stringify({ query: CREATE_REVIEW, variables: { dto } })),
    part("map", JSON.stringify(map)),
    ...Array.from({ length: PHOTOS }, (_, n) => part(String(n), photo, `${n}.jpg`)),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

function formBody(productId: string): Buffer {
  return Buffer.concat([
    part("intent", "review"),
    part("productId", productId),
    part("pageLoadTime", String(Date.now() - 60_000)),
    part("rating", "5"),
    part("text", "Отличные кроссовки, сели по размеру."),
    ...Array.from({ length: PHOTOS }, (_, n) => part("photos", photo, `${n}.jpg`)),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

interface Refusal {
  status?: number;
  /** From the last header byte sent to the first answer byte received. */
  ms: number;
  /** Body bytes written before the answer came. */
  sent: number;
}

/** POSTs `body` on a socket of its own, in slices, until the server answers or closes. */
function post(origin: string, path: string, body: Buffer, chunked: boolean): Promise<Refusal> {
  const url = new URL(path, origin);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let started = 0;
    let answeredAt = 0;
    let sent = 0;
    socket.on("data", (data: Buffer) => {
      if (received.length === 0) answeredAt = performance.now();
      received.push(data);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const statusLine = Buffer.concat(received).toString("latin1").split("\r\n")[0] ?? "";
      const status = /^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1];
      resolve({
        status: status ? Number(status) : undefined,
        ms: (answeredAt || performance.now()) - started,
        sent,
      });
    });
    socket.on("connect", async () => {
      const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`;
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${length}\r\n\r\n`,
      );
      started = performance.now();
      for (let offset = 0; offset < body.length; offset += SLICE_BYTES) {
        if (socket.destroyed || received.length > 0) return;
        const slice = body.subarray(offset, offset + SLICE_BYTES);
        const frame = chunked ? chunkFrame(slice) : slice;
        sent += slice.length;
        if (!socket.write(frame)) {
          await new Promise<void>((resolve) => {
            socket.once("drain", resolve).once("close", resolve);
          });
        }
      }
      if (!socket.destroyed) socket.end(chunked ? "0\r\n\r\n" : "");
    });
  });
}

async function flood(
  server: ShopServer,
  name: string,
  path: string,
  body: Buffer,
  chunked: boolean,
): Promise<ProbeResult> {
  const accessBefore = server.access.length;
  const rssBefore = server.rssBytes();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rssBytes());
  }, 10);
  const { result: refusals, healthz } = await whileMeasuringHealthz(server.origin, async () => {
    // Let the sampler take a few idle answers first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers: Refusal[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: PARALLEL }, () => post(server.origin, path, body, chunked)),
        )),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return answers;
  });
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, server.rssBytes());
  // An answer sent while the body still streams in is often lost to the connection's reset on
  // the client's side: the server's access log tells what it answered ("POST /graphql 401 …").
  const logged = server.access
    .slice(accessBefore)
    .filter((line) => line.startsWith(`POST ${path} `));
  const logged401 = logged.filter((line) => line.split(" ")[2] === "401").length;
  const slowest = Math.max(...refusals.map((refusal) => refusal.ms));
  const statuses = [...new Set(refusals.map((refusal) => refusal.status ?? "none"))].join(", ");
  const mostSent = Math.max(...refusals.map((refusal) => refusal.sent));
  const p99 = percentile(healthz.latencies, 0.99);
  const growth = rssPeak - rssBefore;
  const held =
    logged401 === PARALLEL * ROUNDS &&
    refusals.every(
      (refusal) => (refusal.status ?? 401) === 401 && refusal.ms < REFUSED_WITHIN_MS,
    ) &&
    healthz.failures === 0 &&
    p99 < HEALTHZ_P99_MS &&
    growth < RSS_GROWTH_BYTES;
  return {
    probe: `${ROUNDS} × ${PARALLEL} parallel ${megabytes(body.length)} anonymous multipart to ${name}, ${
      chunked ? "chunked" : "with Content-Length"
    }`,
    expected: `each 401 within ${REFUSED_WITHIN_MS} ms; /healthz p99 < ${HEALTHZ_P99_MS} ms; RSS + < 50 MB`,
    observed:
      `${logged401}/${PARALLEL * ROUNDS} logged 401 (client saw ${statuses}), slowest ${ms(slowest)} ` +
      `(at most ${megabytes(mostSent)} sent); ` +
      `${healthzSummary(healthz)}, p99 ${ms(p99)}; RSS ${megabytes(rssBefore)} → peak ` +
      `${megabytes(rssPeak)} (+${megabytes(Math.max(0, growth))})`,
    held,
  };
}

export async function uploadProbes(
  server: ShopServer,
  product: { slug: string; id: string },
): Promise<ProbeResult[]> {
  const graphql = graphqlBody(product.id);
  const form = formBody(product.id);
  // The machine's own noise: /healthz with nothing else asked, to read the floods' figures by.
  const idle = await whileMeasuringHealthz(server.origin, async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
  });
  const results: ProbeResult[] = [
    {
      probe: "/healthz alone, for 3 s (the machine's baseline)",
      expected: "reported",
      observed: `${healthzSummary(idle.healthz)}, p99 ${ms(percentile(idle.healthz.latencies, 0.99))}`,
      held: true,
    },
  ];
  for (const chunked of [false, true]) {
    results.push(await flood(server, "/graphql", "/graphql", graphql, chunked));
    results.push(await flood(server, "the review form", `/product/${product.slug}`, form, chunked));
  }
  return results;
}

/**
 * The shop API's probes: documents over its limits refused before anything runs, the worst
 * document within them answered while /healthz keeps answering, introspection closed in
 * production and no CORS for a foreign origin (docs/security.md#the-shop-apis-limits).
 */
import {
  type Catalogue,
  facetAliases,
  INTROSPECTION,
  nesting,
  typenameAliases,
  withVariant,
  worstCandidates,
} from "./graphql-documents.ts";
import { healthzHeld, healthzSummary, repeatFor, whileMeasuringHealthz } from "./healthz.ts";
import { postOversized, rawRequest } from "./http.ts";
import { median, megabytes, ms, type ProbeResult, size } from "./report.ts";
import type { ShopServer } from "./server.ts";

const TOO_COMPLEX = "Слишком сложный запрос";
/** How long each document is repeated while /healthz is measured. */
const ATTACK = { minMs: 3000, minRuns: 3 };

interface Answer {
  status: number;
  text: string;
  bytes: number;
}

async function post(origin: string, body: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(origin, {
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { ...answer, bytes: Buffer.byteLength(answer.text) };
}

const query = (document: string) => JSON.stringify({ query: document });

export async function readCatalogue(origin: string): Promise<Catalogue> {
  const answer = await post(
    origin,
    query(
      "{ directoryList { slug filters { filterType } } filteredProducts { items { id slug } } }",
    ),
  );
  const { data } = JSON.parse(answer.text) as {
    data?: {
      directoryList: { slug: string; filters: unknown[] }[];
      filteredProducts: { items: { id: string; slug: string }[] };
    };
  };
  const productSlug = data?.filteredProducts.items[0]?.slug;
  const productId = data?.filteredProducts.items[0]?.id ?? "";
  if (!data || !productSlug) throw new Error(`the catalogue could not be read: ${answer.text}`);
  return {
    directorySlugs: data.directoryList.filter((d) => d.filters.length > 0).map((d) => d.slug),
    productSlug,
    productId,
  };
}

/** What a refused document got back, in a few words. */
function refusal(answer: Answer): string {
  if (answer.status === 413) return "413 «Слишком большой запрос»";
  if (answer.text.includes(TOO_COMPLEX)) return `${answer.status} «${TOO_COMPLEX}»`;
  return `${answer.status} ${answer.text.slice(0, 80)}`;
}

/**
 * A document the limits must refuse, sent again as soon as it is answered for a few seconds while
 * /healthz is measured: a flood from one client, reported; the 100 ms target is the worst
 * allowed document's (below).
 */
async function refusedUnderLoad(
  origin: string,
  name: string,
  body: string,
  expectedRefusal: string,
): Promise<ProbeResult> {
  let last: Answer | undefined;
  const { result: times, healthz } = await whileMeasuringHealthz(origin, () =>
    repeatFor(async () => {
      last = await post(origin, body);
    }, ATTACK),
  );
  const answer = last as Answer;
  return {
    probe: `${name} (${size(Buffer.byteLength(body))} body)`,
    expected: `${expectedRefusal}; /healthz answers meanwhile`,
    observed: `${refusal(answer)} in ${ms(median(times))} (×${times.length}); ${healthzSummary(healthz)}`,
    held: answer.status < 500 && answer.text.includes(TOO_COMPLEX) && healthz.failures === 0,
  };
}

/**
 * A body 56 times the limit, declared by Content-Length and, in turn, chunked with no length: the
 * server must answer 413 having read no more than the limit. Its answer is often lost to the
 * connection reset that follows, so the server's access log tells what it answered.
 */
async function oversizedUnderLoad(server: ShopServer): Promise<ProbeResult> {
  const body = Buffer.from(query(typenameAliases()));
  const logged = server.access.length;
  let sent = 0;
  const { result: times, healthz } = await whileMeasuringHealthz(server.origin, () =>
    repeatFor(async () => {
      await postOversized(server.origin, "/graphql", body, { chunked: sent % 2 === 1 });
      sent += 1;
    }, ATTACK),
  );
  await new Promise((resolve) => setTimeout(resolve, 200)); // the last access log line
  const statuses = server.access
    .slice(logged)
    .filter((line) => line.startsWith("POST /graphql "))
    .map((line) => line.split(" ")[2]);
  const tooLarge = statuses.filter((status) => status === "413").length;
  return {
    probe: `300 000 __typename aliases (${megabytes(body.length)} body, with and without a length)`,
    expected: "413 after at most 100 KB read; /healthz answers meanwhile",
    observed:
      `${tooLarge} of ${sent} answered 413 (access log), ${ms(median(times))} each; ` +
      healthzSummary(healthz),
    held: tooLarge === sent && statuses.length === sent && healthz.failures === 0,
  };
}

interface Measured {
  name: string;
  accepted: boolean;
  time: number;
  bytes: number;
  note: string;
}

let variant = 0;
/** A new variant for each sending: no two are the same document. */
const nextVariant = () => (variant += 1);

/** Each candidate run twice after a warm-up; the slowest accepted one is the worst allowed. */
async function measureCandidates(origin: string, catalogue: Catalogue): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const candidate of worstCandidates(catalogue)) {
    let answer = await post(origin, query(withVariant(candidate.query, nextVariant())));
    const accepted = answer.status === 200 && !answer.text.includes('"errors"');
    const times: number[] = [];
    for (let run = 0; accepted && run < 2; run += 1) {
      const started = performance.now();
      answer = await post(origin, query(withVariant(candidate.query, nextVariant())));
      times.push(performance.now() - started);
    }
    measured.push({
      name: candidate.name,
      accepted,
      time: accepted ? median(times) : Number.NaN,
      bytes: answer.bytes,
      note: accepted ? "" : refusal(answer),
    });
  }
  return measured;
}

export async function graphqlProbes(server: ShopServer): Promise<ProbeResult[]> {
  const { origin } = server;
  const catalogue = await readCatalogue(origin);
  const results: ProbeResult[] = [];
  const { healthz: alone } = await whileMeasuringHealthz(origin, async () => {
    await new Promise((resolve) => setTimeout(resolve, ATTACK.minMs));
  });
  console.log(`  with no attack: ${healthzSummary(alone)}`);

  results.push(
    await refusedUnderLoad(
      origin,
      "1 000 aliases of a facet query",
      query(facetAliases()),
      `«${TOO_COMPLEX}»`,
    ),
    await oversizedUnderLoad(server),
    await refusedUnderLoad(
      origin,
      "product → items → product … depth 8",
      query(nesting(catalogue.productSlug)),
      `«${TOO_COMPLEX}»`,
    ),
  );

  const candidates = await measureCandidates(origin, catalogue);
  for (const candidate of candidates) {
    console.log(
      `  candidate «${candidate.name}»: ` +
        (candidate.accepted
          ? `${ms(candidate.time)}, ${megabytes(candidate.bytes)} answer`
          : `refused (${candidate.note})`),
    );
  }
  const worst = candidates
    .filter((candidate) => candidate.accepted)
    .sort((a, b) => b.time - a.time)[0];
  const refusedCandidates = candidates.filter((candidate) => !candidate.accepted);
  if (!worst) throw new Error("every candidate for the worst allowed document was refused");
  const worstQuery = worstCandidates(catalogue).find((c) => c.name === worst.name)?.query ?? "";
  let answered = true;
  const { result: times, healthz } = await whileMeasuringHealthz(origin, () =>
    repeatFor(async () => {
      const answer = await post(origin, query(withVariant(worstQuery, nextVariant())));
      answered &&= answer.status === 200;
    }, ATTACK),
  );
  results.push({
    probe: `worst allowed document: ${worst.name}`,
    expected: "answered; /healthz < 100 ms meanwhile",
    observed:
      `${answered ? "200" : "not always 200"}, ${ms(median(times))} each (×${times.length}), ` +
      `${megabytes(worst.bytes)}; ${healthzSummary(healthz)}; with no attack ` +
      `${healthzSummary(alone).replace("/healthz ", "")}` +
      (refusedCandidates.length > 0 ? `; ${refusedCandidates.length} candidate(s) refused` : ""),
    held: answered && healthzHeld(healthz),
  });

  const introspection = await post(origin, query(INTROSPECTION));
  results.push({
    probe: "introspection in production",
    expected: "refused, no schema in the answer",
    observed: `${introspection.status}, ${
      introspection.text.includes('"__schema"') ? "schema answered" : "introspection disabled"
    }`,
    held: introspection.status < 500 && !introspection.text.includes('"types"'),
  });

  const foreign = { origin: "https://evil.example" };
  const preflight = await fetch(`${origin}/graphql`, {
    method: "OPTIONS",
    headers: {
      ...foreign,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    },
  });
  const cors = await post(origin, query("{ __typename }"), foreign);
  const reflected =
    preflight.headers.get("access-control-allow-origin") !== null ||
    cors.headers["access-control-allow-origin"] !== undefined;
  results.push({
    probe: "CORS for Origin https://evil.example",
    expected: "no Access-Control-Allow-Origin; the post refused",
    observed: `preflight ${preflight.status}, post ${cors.status}; ${
      reflected ? "Access-Control-Allow-Origin sent" : "no CORS headers"
    }`,
    held: !reflected && cors.status === 403,
  });
  return results;
}

/**
 * The sign-in code endpoint, /api/send-sms (docs/security.md#the-clients-address-and-the-code-limits):
 * one client cannot get codes sent to many phones, neither one after another with forged first
 * hops nor all at once; a made-up form load time is a bot's; and other sites' pages cannot post.
 * The bench talks to the server over the loopback, its trusted proxy here, so it writes
 * X-Forwarded-For as a proxy would: whatever the client forged, then the client's address.
 */
import { randomInt } from "node:crypto";
import { rawRequest } from "./http.ts";
import type { ProbeResult } from "./report.ts";

const PHONES = 30;
const EVIL = "https://evil.example";

/** An address from the benchmarking range (198.18.0.0/15), new each run: its limits are fresh. */
const clientAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
const forgedHop = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const phone = () => `+7999${String(randomInt(10_000_000)).padStart(7, "0")}`;

interface CodeAnswer {
  status: number;
  /** SENT, COOLDOWN, or the refusal's code (BOT_SUSPECTED…). */
  outcome: string;
}

async function askForCode(
  origin: string,
  body: Record<string, string | number>,
  headers: Record<string, string>,
): Promise<CodeAnswer> {
  const answer = await rawRequest(origin, {
    method: "POST",
    path: "/api/send-sms",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ honeypot: "", pageLoadTime: Date.now() - 10_000, ...body }),
  });
  let outcome = answer.text.slice(0, 60);
  try {
    const json = JSON.parse(answer.text) as { sendSmsCode?: { status: string }; code?: string };
    outcome = json.sendSmsCode?.status ?? json.code ?? outcome;
  } catch {
    // Not JSON (a refusal page): the text itself says what happened.
  }
  return { status: answer.status, outcome };
}

const tally = (answers: CodeAnswer[]) => {
  const counts = new Map<string, number>();
  for (const { status, outcome } of answers) {
    const key = `${status} ${outcome}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}× ${key}`).join(", ");
};

const sent = (answers: CodeAnswer[]) => answers.filter((a) => a.outcome === "SENT").length;

export async function smsProbes(origin: string): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];

  const oneByOne = clientAddress();
  const sequential: CodeAnswer[] = [];
  for (let n = 0; n < PHONES; n += 1) {
    sequential.push(
      await askForCode(
        origin,
        { phone: phone() },
        { "x-forwarded-for": `${forgedHop()}, ${forgedHop()}, ${oneByOne}` },
      ),
    );
  }
  results.push({
    probe: `${PHONES} phones one after another from one address, forged first hops`,
    expected: "1 code sent",
    observed: `${sent(sequential)} sent (${tally(sequential)})`,
    held: sent(sequential) === 1 && sequential.every((a) => a.status < 500),
  });

  const atOnce = clientAddress();
  const parallel = await Promise.all(
    Array.from({ length: PHONES }, () =>
      askForCode(origin, { phone: phone() }, { "x-forwarded-for": `${forgedHop()}, ${atOnce}` }),
    ),
  );
  results.push({
    probe: `${PHONES} phones at once from one address`,
    expected: "1 code sent",
    observed: `${sent(parallel)} sent (${tally(parallel)})`,
    held: sent(parallel) === 1 && parallel.every((a) => a.status < 500),
  });

  const loadTimes = {
    "0": 0,
    "an hour ahead": Date.now() + 3_600_000,
    "2 days old": Date.now() - 172_800_000,
  };
  const bots = await Promise.all(
    Object.values(loadTimes).map((pageLoadTime) =>
      askForCode(origin, { phone: phone(), pageLoadTime }, { "x-forwarded-for": clientAddress() }),
    ),
  );
  results.push({
    probe: `form load time ${Object.keys(loadTimes).join(" / ")}`,
    expected: "400 BOT_SUSPECTED, no code",
    observed: tally(bots),
    held: bots.every((a) => a.status === 400 && a.outcome === "BOT_SUSPECTED"),
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const crossSite = [
    {
      what: "/api/send-sms",
      path: "/api/send-sms",
      body: form({ phone: phone(), honeypot: "", pageLoadTime: String(Date.now() - 10_000) }),
    },
    { what: "/cart (page action)", path: "/cart", body: form({ intent: "clear" }) },
    {
      what: "/resources/preferences",
      path: "/resources/preferences",
      body: form({ intent: "color-mode", mode: "dark" }),
    },
  ];
  for (const { what, path, body } of crossSite) {
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const withOrigin = await rawRequest(origin, {
      method: "POST",
      path,
      headers: { ...headers, origin: EVIL },
      body,
    });
    // A browser that sends no Origin still marks another site's request.
    const withFetchMetadata = await rawRequest(origin, {
      method: "POST",
      path,
      headers: { ...headers, "sec-fetch-site": "cross-site" },
      body,
    });
    results.push({
      probe: `cross-site form post to ${what}`,
      expected: "403 (Origin, or Sec-Fetch-Site without one)",
      observed: `Origin ${EVIL}: ${withOrigin.status}; Sec-Fetch-Site cross-site: ${withFetchMetadata.status}`,
      held: withOrigin.status === 403 && withFetchMetadata.status === 403,
    });
  }
  return results;
}

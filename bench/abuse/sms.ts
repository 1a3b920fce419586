/**
 * The sign-in code endpoint, /api/send-sms (docs/security.md#the-clients-address-and-the-code-limits):
 * one client gets no more than its hourly cap of codes sent to many phones, neither one after
 * another with forged first hops nor all at once, and is told so (LIMITED); a pump of new phones from new addresses spends the shop's budget and no
 * more (docs/identity.md#the-shops-budget-of-codes); a made-up form load time is a bot's; and
 * other sites' pages cannot post.
 * The bench talks to the server over the loopback, its trusted proxy here, so it writes
 * X-Forwarded-For as a proxy would: whatever the client forged, then the client's address.
 */
import { randomBytes, randomInt } from "node:crypto";
import { MAX_CODES_PER_CLIENT_PER_HOUR } from "../../server/identity/code-service.ts";
import { rawRequest } from "./http.ts";
import type { ProbeResult } from "./report.ts";
import { type ShopServer, SMS_BUDGET_PER_HOUR } from "./server.ts";

const PHONES = 30;
const EVIL = "https://evil.example";

/** An address from the benchmarking range (198.18.0.0/15), new each run: its limits are fresh. */
const clientAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
const forgedHop = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const phone = () => `+7999${String(randomInt(10_000_000)).padStart(7, "0")}`;

interface CodeAnswer {
  status: number;
  /** SENT, COOLDOWN, LIMITED, or the refusal's code (BOT_SUSPECTED…). */
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

const PUMPED = 200;
const PUMP_CONCURRENCY = 10;

/**
 * An SMS pump: each request a new phone from a new address (what the proxy saw), ten at a time.
 * The per-phone and per-address limits pass every one; only the shop's budget bounds them.
 */
async function pumpProbe(server: ShopServer): Promise<ProbeResult> {
  const started = performance.now();
  const answers: CodeAnswer[] = [];
  for (let batch = 0; batch < PUMPED / PUMP_CONCURRENCY; batch += 1) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: PUMP_CONCURRENCY }, () =>
          askForCode(
            server.origin,
            { phone: phone(), clientFp: randomBytes(32).toString("hex") },
            { "x-forwarded-for": `${forgedHop()}, ${clientAddress()}` },
          ),
        ),
      )),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const logged = server.logs.filter((line) => line.includes("CODE_BUDGET_PER_HOUR")).length;
  return {
    probe: `SMS pump: ${PUMPED} new phones from new addresses, ${PUMP_CONCURRENCY} at a time`,
    expected: `at most ${SMS_BUDGET_PER_HOUR} codes (CODE_BUDGET_PER_HOUR), then 429; a log line`,
    observed:
      `${sent(answers)} sent in ${seconds.toFixed(1)} s (${tally(answers)}); ` +
      `${logged} budget line(s) in the log`,
    held:
      sent(answers) <= SMS_BUDGET_PER_HOUR &&
      answers.every((a) => a.status === 200 || a.status === 429) &&
      logged >= 1,
  };
}

export async function smsProbes(server: ShopServer): Promise<ProbeResult[]> {
  const { origin } = server;
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
  const capped = (answers: CodeAnswer[]) =>
    sent(answers) === MAX_CODES_PER_CLIENT_PER_HOUR &&
    answers.every((a) => a.status === 200 && (a.outcome === "SENT" || a.outcome === "LIMITED"));
  const expected = `${MAX_CODES_PER_CLIENT_PER_HOUR} codes sent, the rest LIMITED`;
  results.push({
    probe: `${PHONES} phones one after another from one address, forged first hops`,
    expected,
    observed: `${sent(sequential)} sent (${tally(sequential)})`,
    held: capped(sequential),
  });

  const atOnce = clientAddress();
  const parallel = await Promise.all(
    Array.from({ length: PHONES }, () =>
      askForCode(origin, { phone: phone() }, { "x-forwarded-for": `${forgedHop()}, ${atOnce}` }),
    ),
  );
  results.push({
    probe: `${PHONES} phones at once from one address`,
    expected,
    observed: `${sent(parallel)} sent (${tally(parallel)})`,
    held: capped(parallel),
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
  // Last: once the budget is spent, no probe after it could get a code.
  results.push(await pumpProbe(server));
  return results;
}

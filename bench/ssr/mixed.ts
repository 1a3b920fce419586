/**
 * The mixed load of issue 35 (bench/README.md#a-mixed-load-at-a-fixed-rate): 70 % pages a cache
 * holds (home, a section, a product, a search, in turn) and 30 % filtered sections never asked
 * before, as documents and as the `.data` request a client-side filter change makes, in turn;
 * sent at a fixed rate, and the rate raised (doubled, then halved back) until the highest the
 * server holds with p99 under the limit is found.
 */
import { load1 } from "../options.ts";
import { type ArrivalResult, arrivals } from "./arrivals.ts";
import { settle } from "./measure.ts";
import type { Page } from "./pages.ts";

export interface MixedOptions {
  /** The first step's requests a second. */
  fromRate: number;
  stepSeconds: number;
  timeoutSeconds: number;
  /** A step is held when its p99 is under this, all its requests answered 2xx at its rate. */
  p99LimitMs: number;
  maxSteps: number;
}

export interface MixedStep extends ArrivalResult {
  /** The 1-minute load average when the step began. */
  load: string;
  held: boolean;
}

/** Of every ten requests, the 3rd, 6th and 9th are filtered; the rest cached pages in turn. */
export function mixedPaths(pages: Page[]): () => string {
  const filtered = pages.find((page) => page.name === "filtered section");
  // React Router's data request a filter change makes: /catalog/obuv.data?priceFrom=…&_routes=…
  const filteredData = pages.find((page) => page.name === "filtered data");
  const cached = pages.filter((page) => page !== filtered && page !== filteredData);
  if (!filtered || !filteredData || cached.length === 0)
    throw new Error("the mixed load needs both kinds of page");
  let count = 0;
  let filteredCount = 0;
  let cachedCount = 0;
  return () => {
    count += 1;
    if ([3, 6, 9].includes(count % 10)) {
      filteredCount += 1;
      return (filteredCount % 2 === 0 ? filteredData : filtered).nextPath();
    }
    cachedCount += 1;
    return cached[cachedCount % cached.length]?.nextPath() ?? "/";
  };
}

/** Whether the server held the step: p99 under the limit, every request answered 2xx at its rate. */
const heldStep = (step: ArrivalResult, limitMs: number) =>
  step.p99Ms < limitMs &&
  step.errors === 0 &&
  step.non2xx === 0 &&
  step.achieved >= step.rate * 0.95;

/**
 * Steps up from `fromRate`, doubling while the server holds, then halving the interval between
 * the highest rate held and the lowest missed until they are within 10 % (or `maxSteps`).
 */
export async function highestHeldRate(
  origin: string,
  pages: Page[],
  options: MixedOptions,
  log: (step: MixedStep) => void,
): Promise<{ steps: MixedStep[]; held: MixedStep | undefined }> {
  const nextPath = mixedPaths(pages);
  const steps: MixedStep[] = [];
  let held: MixedStep | undefined;
  let missed = Number.POSITIVE_INFINITY;
  let rate = options.fromRate;
  while (steps.length < options.maxSteps) {
    await settle(origin);
    const load = load1();
    const result = await arrivals(origin, nextPath, {
      rate,
      durationSeconds: options.stepSeconds,
      timeoutSeconds: options.timeoutSeconds,
    });
    const step = { ...result, load, held: heldStep(result, options.p99LimitMs) };
    steps.push(step);
    log(step);
    if (step.held) held = step;
    else missed = Math.min(missed, rate);
    const low = held?.rate ?? 0;
    if (missed === Number.POSITIVE_INFINITY) {
      rate *= 2;
      continue;
    }
    if (missed - low <= Math.max(2, low * 0.1)) break;
    rate = Math.round((low + missed) / 2);
  }
  await settle(origin);
  return { steps, held };
}

/** One line of a step, for the bench's log and its tables. */
export function stepText(step: MixedStep): string {
  const errors = step.errors ? `, ${step.errors} errors (${step.timeouts} timeouts)` : "";
  const non2xx = step.non2xx ? `, ${step.non2xx} not 2xx` : "";
  return (
    `${step.rate} req/s asked, ${step.achieved.toFixed(1)} answered a second, ` +
    `p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms${errors}${non2xx} (load ${step.load}): ` +
    (step.held ? "held" : "missed")
  );
}

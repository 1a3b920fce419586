/** One line of the abuse bench's table: what was tried, what should happen, what did. */
export interface ProbeResult {
  probe: string;
  expected: string;
  observed: string;
  held: boolean;
}

export type Probe = () => Promise<ProbeResult | ProbeResult[]>;

/** A probe that threw is a probe that did not hold. */
export async function runProbe(name: string, probe: Probe): Promise<ProbeResult[]> {
  try {
    const result = await probe();
    return Array.isArray(result) ? result : [result];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [{ probe: name, expected: "runs", observed: `failed: ${message}`, held: false }];
  }
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function printTable(results: readonly ProbeResult[]): void {
  console.log("| probe | expected | observed | held |");
  console.log("| --- | --- | --- | --- |");
  for (const { probe, expected, observed, held } of results) {
    console.log(
      `| ${cell(probe)} | ${cell(expected)} | ${cell(observed)} | ${held ? "yes" : "NO"} |`,
    );
  }
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : "—";

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A body's size: KB under a megabyte. */
export const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : megabytes(bytes);

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

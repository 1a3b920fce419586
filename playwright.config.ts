import os, { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./tests/chromium.ts";
import { e2eBuildDir } from "./tests/e2e-build.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
// What the server writes, for the specs to read (tests/e2e/support/logged-server.mjs); the
// workers inherit it.
process.env.E2E_SERVER_LOG ??= path.join(os.tmpdir(), `meet-market-e2e-${port}.log`);
const baseURL = `http://127.0.0.1:${port}`;
const desktop = { width: 1440, height: 900 };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A worker a core: one worker waits on pages, the server and the browser in turn and kept half
  // of a 2-core machine idle (docs/testing.md#one-run-side-by-side).
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that fails once is a bug in the shop or in the test.
  retries: 0,
  // A catalogue page under a loaded 2-core machine may take seconds: wait for it rather than
  // fail (the test's own timeout still bounds the whole test). 10 s ran out in three CI runs
  // of five on machines half as fast as this suite's usual one (docs/testing.md#timeouts).
  expect: { timeout: 20_000 },
  // A test's timeout is for a test that hangs, never a measure of speed (bench/ measures that).
  // The purchase journeys click through a dozen pages: 31 s once at load 18 on a fast machine,
  // over 60 s on a CI machine half as fast.
  timeout: 120_000,
  reporter: [
    ["list"],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
    // `npm test` reads it for the times it prints (tests/test-timings.ts).
    ...(process.env.PLAYWRIGHT_TIMINGS_FILE
      ? [["json", { outputFile: process.env.PLAYWRIGHT_TIMINGS_FILE }] as const]
      : []),
  ],
  use: {
    baseURL,
    locale: "ru-RU",
    // No trace: recording one for every test cost a fifth of the suite's time; `--trace=on`
    // records them for a failure that needs one (docs/testing.md#when-a-test-fails).
    trace: "off",
    screenshot: "only-on-failure",
    // The service worker would carry one test's pages and chunks into the next request of the
    // same test; only tests/e2e/pwa.spec.ts, which tests it, lets it run (docs/pwa.md#tests).
    serviceWorkers: "block",
    // Debian's Chromium (its headless shell when installed: docs/testing.md#the-browser), never a
    // browser Playwright downloads. The flags keep it off the network this machine does not have
    // (background updates, sync, QUIC).
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The viewports of docs/storefront.md#breakpoints: desktop 1440 px ("large"), mobile 375 px.
  // Each test runs in the projects it concerns (docs/testing.md#the-three-browsers): desktop
  // unless tagged; `@mobile` and `@no-js` add a project, `@mobile-only` and `@no-js-only` run
  // in that project alone.
  // `staff-setup` first: the demo owner signed in once for the run (tests/e2e/support/staff.ts).
  projects: [
    { name: "staff-setup", testMatch: /staff\.setup\.ts$/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: desktop },
      grepInvert: /@(mobile|no-js)-only\b/,
      dependencies: ["staff-setup"],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } },
      grep: /@mobile\b/,
      dependencies: ["staff-setup"],
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], viewport: desktop, javaScriptEnabled: false },
      grep: /@no-js\b/,
      dependencies: ["staff-setup"],
    },
  ],
  // The production build and server, as `npm start` runs them, on a fresh in-memory database.
  webServer: {
    command: "node tests/e2e/support/logged-server.mjs",
    url: `${baseURL}/healthz`,
    env: {
      PORT: String(port),
      E2E_SERVER_LOG: process.env.E2E_SERVER_LOG,
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      SHOP_API_URL: "",
      // The embedded database makes it the demo, whose /dev/outbox the sign-in journeys read
      // (docs/decisions/030-demo-and-production.md). "test", not "production": cookies lose
      // their Secure flag, which plain http://127.0.0.1 does not need (demo-start.spec.ts runs
      // the production one, as `npm start` does).
      NODE_ENV: "test",
      // The suite signs in hundreds of shoppers within minutes: more codes than the shop's
      // budget for an hour (docs/identity.md#the-shops-budget-of-codes), which its own tests prove.
      CODE_BUDGET_PER_HOUR: "100000",
      CODE_BUDGET_PER_DAY: "100000",
      // A run on its own port builds on its own, so parallel runs never swap assets mid-test.
      BUILD_DIR: e2eBuildDir(),
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

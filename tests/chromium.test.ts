import { describe, expect, it } from "vitest";
import {
  DEBIAN_HEADLESS_SHELL,
  INSTALL_COMMAND,
  type Machine,
  planChromium,
  testBrowserPath,
} from "./chromium.ts";

function machine(files: string[], overrides: Partial<Machine> = {}): Machine {
  return { env: {}, exists: (path) => files.includes(path), isRoot: false, ...overrides };
}

const DEBIAN = ["/etc/debian_version", "/usr/bin/apt-get"];

describe("planChromium", () => {
  it("uses Debian's headless shell when it is installed", () => {
    expect(planChromium(machine(["/usr/bin/chromium", DEBIAN_HEADLESS_SHELL]))).toEqual({
      action: "use",
      path: DEBIAN_HEADLESS_SHELL,
    });
  });

  it("uses Debian's full Chromium when the headless shell is not installed", () => {
    expect(planChromium(machine(["/usr/bin/chromium"]))).toEqual({
      action: "use",
      path: "/usr/bin/chromium",
    });
  });

  it("uses CHROME_PATH when set and present", () => {
    const env = { CHROME_PATH: "/opt/chromium/chrome" };
    expect(planChromium(machine(["/opt/chromium/chrome"], { env }))).toEqual({
      action: "use",
      path: "/opt/chromium/chrome",
    });
  });

  it("installs Debian's packages when running as root on Debian", () => {
    expect(planChromium(machine(DEBIAN, { isRoot: true }))).toEqual({
      action: "install",
      path: DEBIAN_HEADLESS_SHELL,
    });
  });

  it("stops with the install command when it cannot install", () => {
    for (const candidate of [machine(DEBIAN), machine([], { isRoot: true })]) {
      const plan = planChromium(candidate);
      expect(plan.action).toBe("stop");
      expect(plan.action === "stop" && plan.message).toContain(INSTALL_COMMAND);
    }
  });

  it("stops, rather than installing something else, when CHROME_PATH points nowhere", () => {
    const plan = planChromium(machine(DEBIAN, { isRoot: true, env: { CHROME_PATH: "/nope" } }));
    expect(plan).toMatchObject({ action: "stop" });
    expect(plan.action === "stop" && plan.message).toContain("CHROME_PATH=/nope");
  });
});

describe("testBrowserPath", () => {
  it("prefers CHROME_PATH to anything installed", () => {
    expect(testBrowserPath({ CHROME_PATH: "/opt/c" }, () => true)).toBe("/opt/c");
  });
});

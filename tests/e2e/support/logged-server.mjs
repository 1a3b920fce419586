// The e2e server as `npm start` runs it (http-server/start.mjs), with everything it writes also kept
// in the file E2E_SERVER_LOG names, so that a spec can read what the shop logged (the fuzz spec
// looks for personal data there: docs/security.md#fuzzing-and-the-abuse-bench). Its errors still
// reach Playwright's output.
import { spawn } from "node:child_process";
import fs from "node:fs";

const file = process.env.E2E_SERVER_LOG;
if (!file) throw new Error("E2E_SERVER_LOG must name the server's log file");
const log = fs.createWriteStream(file, { flags: "w" });
const server = spawn(process.execPath, ["http-server/start.mjs"], {
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.pipe(log, { end: false });
server.stderr.on("data", (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  log.end(() => process.exit(code ?? (signal ? 1 : 0)));
});

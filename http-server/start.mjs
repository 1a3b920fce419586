// `npm start`: builds when the build is missing or older than its sources, then serves it.
// The server itself validates the environment, migrates and (on first start) seeds the database.
import { buildIfStale, buildOutput } from "../scripts/build.mjs";

try {
  process.loadEnvFile(".env");
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
process.env.NODE_ENV ??= "production";

const status = buildIfStale();
if (status !== 0) process.exit(status);

const { serve } = await import("./serve.mjs");
await serve({ buildPath: buildOutput() });

/**
 * What an error screen can tell about its error: a screen's module that did not load (a chunk
 * gone after a deployment) or a request the network failed (offline). Each is worth one reload
 * (docs/pwa.md#updates, docs/pwa.md#offline); any other error is the shop's to show.
 */

/** The browsers' words for a module that could not be fetched: Chromium, Safari, Firefox. */
const MODULE_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** fetch's TypeError when the network fails: Chromium, Firefox, Safari. */
const NETWORK_FAILURE =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed)$/i;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "";
}

export function isModuleLoadFailure(error: unknown): boolean {
  return MODULE_LOAD_FAILURE.test(messageOf(error));
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_FAILURE.test(messageOf(error));
}

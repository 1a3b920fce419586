/**
 * The shop's bot check refuses a form sent sooner after it was shown than a person would send it
 * (docs/testing.md#starting-points-and-waits). A journey that proves a form waits what is left of
 * that time since the form was shown, `dwellMs` with its margin, and nothing once it has passed.
 */
export async function waitOutDwell(shownAt: number, dwellMs: number): Promise<void> {
  const left = shownAt + dwellMs - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

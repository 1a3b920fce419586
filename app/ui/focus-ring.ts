/** The keyboard focus outline every control of the shop shows, a little off its edge. */
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";

/** The time source every rule with a deadline reads (code expiry, cooldowns, token lifetimes). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Outside services the shop API depends on, each an interface with a real and an offline
 * adapter chosen by configuration (SMS, e-mail, payments, delivery, address suggestions join
 * here). Tests pass their own.
 */
export interface ShopProviders {
  clock: Clock;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function resolveProviders(overrides: Partial<ShopProviders> = {}): ShopProviders {
  return { clock: systemClock, ...overrides };
}

/** What the PWA notices show (./pwa-notices.tsx), written by ./pwa.ts once it has loaded. */
export interface PwaState {
  /** The browser says it has no network. */
  offline: boolean;
  /** The service worker answered this page with its last good copy. */
  fromCache: boolean;
  /** A new build is out (polled) or its service worker is waiting. */
  updateReady: boolean;
  /** A form was kept from being sent because there was no network. */
  formNotSent: boolean;
}

export const INITIAL_PWA_STATE: PwaState = {
  offline: false,
  fromCache: false,
  updateReady: false,
  formNotSent: false,
};

let state = INITIAL_PWA_STATE;
const listeners = new Set<() => void>();

export function updatePwa(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pwaState(): PwaState {
  return state;
}

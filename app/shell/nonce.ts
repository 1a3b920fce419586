import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response (docs/security.md#security-headers-and-the-sites-own-address):
 * provided by app/entry.server.tsx while rendering, so that React Router's inline scripts carry it.
 * In the browser it is empty: browsers hide a nonce from scripts once the page has loaded.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);

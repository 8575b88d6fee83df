import { createContext, useContext } from 'react';

/** The Content-Security-Policy nonce of the page being rendered on the server (empty in the browser). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

import { createContext as createRouterContext } from 'react-router';
import { createContext, useContext } from 'react';

/** The CSP nonce of this response, set by the HTTP host for every page request. */
export const nonceContext = createRouterContext<string>('');

/** React side: entry.server provides it so <Scripts> and inline scripts carry it. */
export const NonceContext = createContext<string>('');
export const useNonce = () => useContext(NonceContext);

import { createContext as createRouterContext } from 'react-router';
import { createContext, useContext } from 'react';
import type { Nonces } from '../server/http/request-env.ts';

/** The CSP nonces of this response (one for scripts, one for styles), set by the HTTP host. */
export const nonceContext = createRouterContext<Nonces>({ script: '', style: '' });

/** React side: entry.server provides the script nonce so <Scripts> and inline scripts carry it. */
export const NonceContext = createContext<string>('');
export const useNonce = () => useContext(NonceContext);

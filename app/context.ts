import { createContext } from 'react-router';
// Type-only: the browser bundle never loads server code; loaders receive the services at run time.
import type { RequestEnv } from '../server/http/request-env.ts';

export type { RequestEnv };

/** What the HTTP host hands every loader and action for one request (server/http/request-env.ts). */
export const requestEnvContext = createContext<RequestEnv>();

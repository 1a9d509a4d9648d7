import { showingMessages as en } from './en/showing-messages.ts';
import { showingMessages as fr } from './fr/showing-messages.ts';

/** What the server writes about showings in each language (issue 30): e-mails, invites, refusals. */
export const SHOWING_MESSAGES = { en, fr } as const;

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Loaded on demand by the strength meter (password-strength.tsx), on the pages that choose a
// password only: the list and the engine are far too large for every page (ADR 038).
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** zxcvbn's score: 0 (guessed at once) to 4 (very unlikely to be guessed). */
export function strengthScore(password: string, userInputs: string[]): 0 | 1 | 2 | 3 | 4 {
  return zxcvbn.check(password.slice(0, 128), userInputs).score;
}

import { useCallback, useState } from 'react';
import { useFetcher } from 'react-router';
import { outcomeOf, type EnquiryActionData, type EnquiryOutcome } from './submission-state.ts';

/**
 * Sends a form through a fetcher (the page stays put) and turns each answer into the dialog to
 * show: idle -> sending -> Success! / Error! (spec 4). `serverResult` is the action's answer to a
 * plain POST (no JavaScript), rendered by the server.
 */
export function useEnquirySubmission(key: string, serverResult?: EnquiryActionData | null) {
  const fetcher = useFetcher<EnquiryActionData>({ key });
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
  const data = fetcher.data;

  // Each new answer opens its dialog (state adjusted while rendering, React's pattern for this).
  const [answered, setAnswered] = useState(data);
  if (data !== answered) {
    setAnswered(data);
    setOutcome(data ? outcomeOf(data) : null);
  }
  const dismiss = useCallback(() => setOutcome(null), []);

  return {
    fetcher,
    isSending: fetcher.state !== 'idle',
    /** Conform's lastResult: the fetcher's answer, else the server-rendered one. */
    lastResult: data?.result ?? serverResult?.result ?? null,
    outcome,
    /** The answer's wait before trying again, when it refused for sending too often. */
    retryAfterSeconds: outcome === 'rate-limited' ? data?.retryAfterSeconds : undefined,
    dismiss,
  };
}

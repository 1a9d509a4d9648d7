import type { ShowingService } from './showing-service.ts';

/** How often each app server looks for reminders that are due. */
export const REMINDER_INTERVAL_MS = 5 * 60 * 1000;

type Logger = {
  info(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

/**
 * The day-before reminders of a running server (server/main.ts): now, then on a timer. Each run
 * claims due showings in the database (showing-service.ts queueReminders: SKIP LOCKED, marked in the
 * transaction that queues the e-mail), so several app servers and a kill -9 mid-run send each
 * reminder once; the mail worker delivers them.
 */
export function startShowingReminders(deps: { showings: ShowingService; log: Logger; intervalMs?: number }) {
  const intervalMs = deps.intervalMs ?? REMINDER_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const run = async () => {
    try {
      let queued = 0;
      // A batch at a time until none is due (a server that was down a while catches up).
      for (
        let batch = await deps.showings.queueReminders();
        batch > 0;
        batch = await deps.showings.queueReminders()
      ) {
        queued += batch;
        if (isStopped) break;
      }
      if (queued > 0) deps.log.info({ queued }, 'showing reminders queued');
    } catch (err) {
      deps.log.error({ err }, 'showing reminders failed; retrying at the next run');
    }
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = run().finally(schedule);
  return {
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

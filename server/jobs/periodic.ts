type Logger = {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

/**
 * A job every app server runs now and then on a timer (server/main.ts): the showings' day-before
 * reminders, the saved-search alerts. `batch` claims its work in the database (SKIP LOCKED, marked in
 * the transaction that queues the e-mails), so several servers and a kill -9 mid-run lose nothing
 * and send nothing twice; it returns how much it did, and runs again at once until it did nothing
 * (a server that was down a while catches up).
 */
export function startPeriodicJob(deps: {
  name: string;
  batch: () => Promise<number>;
  intervalMs: number;
  log: Logger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const run = async () => {
    try {
      let done = 0;
      for (let n = await deps.batch(); n > 0 && !isStopped; n = await deps.batch()) {
        done += n;
        deps.log.debug({ job: deps.name, done }, `${deps.name}: batch committed`);
      }
      if (done > 0) deps.log.info({ job: deps.name, done }, `${deps.name}: done`);
    } catch (err) {
      deps.log.error({ err, job: deps.name }, `${deps.name} failed; retrying at the next run`);
    }
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, deps.intervalMs);
    // The timer alone does not keep the process alive.
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

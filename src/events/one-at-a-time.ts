/**
 * A trigger that runs `work` now, or once more when it ends if it is running (however many times
 * it was triggered meanwhile): reads of the feed woken by new events never overlap, and none is
 * lost. `work` answers whether to run again at once (a full page: more to read); a failure goes
 * to `failed` and ends the runs of that trigger.
 */
export function oneAtATime(
  work: () => Promise<boolean>,
  failed: (error: unknown) => void,
): () => void {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (await work()) again = true;
      } while (again && !stopped);
    } catch (error) {
      stopped = true;
      failed(error);
    } finally {
      running = false;
    }
  };
  return () => {
    if (!stopped) void run();
  };
}

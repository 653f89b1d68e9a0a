import { AsyncResource } from 'node:async_hooks';

/**
 * Runs `work` now, or once more when the run in progress ends, however many times it was triggered
 * meanwhile: runs never overlap, and no trigger is lost. `work` answers whether to run again at
 * once (more to do). A run that throws goes to `failed`; the next trigger runs again. Runs are in
 * the async context this was made in (a request's log context and trace, or none), whoever
 * triggers them.
 */
export class OneAtATime {
  private busy = false;
  private again = false;
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly work: () => Promise<boolean | void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Runs `work` now, or once more after the run in progress; nothing while stopped. */
  readonly trigger: () => void = AsyncResource.bind(() => {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.running = this.runs();
  });

  /** No run starts from now on, until `start`; resolves when the run in progress ends. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.again = false;
    await this.running;
  }

  /** Lets triggers run again after `stop`. */
  start(): void {
    this.stopped = false;
  }

  private async runs(): Promise<void> {
    try {
      do {
        this.again = false;
        try {
          if ((await this.work()) === true) this.again = true;
        } catch (error) {
          this.failed(error);
        }
      } while (this.again && !this.stopped);
    } finally {
      // In the same turn as the last check of `again`: a trigger from now on starts a run.
      this.busy = false;
    }
  }
}

/** Each wait of the schedule is drawn within ±20 % of it, so that failed receivers are not hit in step. */
export const JITTER = 0.2;

/**
 * The waits between a failed attempt and the next (`WEBHOOKS_RETRY_SCHEDULE`, seconds): after the
 * first attempt fails, the first wait, and so on; once they are spent, the delivery has failed.
 */
export class RetrySchedule {
  private readonly waits: readonly number[];

  constructor(
    seconds: string,
    private readonly random = Math.random,
  ) {
    this.waits = seconds.split(',').map((wait) => Number(wait) * 1000);
  }

  /** Milliseconds before the attempt after attempt number `attempts`, or undefined: no more. */
  delayAfter(attempts: number): number | undefined {
    const wait = this.waits[attempts - 1];
    if (wait === undefined) return undefined;
    return Math.round(wait * (1 - JITTER + 2 * JITTER * this.random()));
  }
}

import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';

/** Reports the service down from the moment shutdown begins, so load balancers stop routing to it. */
@Injectable()
export class ShutdownIndicator implements BeforeApplicationShutdown {
  private shuttingDown = false;

  constructor(private readonly indicator: HealthIndicatorService) {}

  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  check(key: string) {
    const indicator = this.indicator.check(key);
    return this.shuttingDown
      ? indicator.down({ message: 'shutting down' })
      : indicator.up();
  }
}

import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../common/domain-error.js';
import type { Environment } from '../config/environment.js';
import { UsersService } from './users.service.js';

/**
 * On an empty database, creates the first admin from ADMIN_*; `announce()` logs how (a generated
 * password, once), so that the entry point makes it the last line of its start-up.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');
  private announcement?: string;

  constructor(
    private readonly users: UsersService,
    @Inject(ConfigService)
    private readonly config: ConfigService<Environment, true>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const configured = this.config.get('ADMIN_PASSWORD', { infer: true });
    const password = configured ?? randomBytes(18).toString('base64url');
    const email = this.config.get('ADMIN_EMAIL', { infer: true });
    try {
      await this.users.create({
        email,
        pseudo: this.config.get('ADMIN_PSEUDO', { infer: true }),
        password,
        role: 'admin',
      });
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (error instanceof DomainError && error.kind === 'conflict') return;
      throw error;
    }
    this.announcement = configured
      ? `Created the first admin ${email} with ADMIN_PASSWORD.`
      : `Created the first admin ${email} with the generated password ${password} (shown once: change it).`;
  }

  /** Logs the first admin's creation, if this start created it; once. */
  announce(): void {
    if (this.announcement) this.logger.warn(this.announcement);
    this.announcement = undefined;
  }
}

import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { RedisHealthIndicator } from '#libs/rate-limit/index.js';
import { HealthController } from './health.controller.js';
import { ShutdownIndicator } from './shutdown.indicator.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [ShutdownIndicator, RedisHealthIndicator],
})
export class HealthModule {}

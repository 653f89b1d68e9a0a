import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventHorizon, EventRecord } from './event.entity.js';
import { EventsService } from './events.service.js';

/** The change feed (docs/events.md): `EventsService` for every module. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([EventRecord, EventHorizon]),
    DiscoveryModule,
  ],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}

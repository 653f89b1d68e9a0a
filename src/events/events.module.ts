import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { EventHorizon, EventRecord } from './event.entity.js';
import { EventsController } from './events.controller.js';
import { EventsService } from './events.service.js';

/** The change feed (docs/api.md, "Events"): `EventsService` for every module. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([EventRecord, EventHorizon]),
    DiscoveryModule,
    UsersModule,
  ],
  controllers: [EventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}

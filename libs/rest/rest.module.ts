import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { createValidationPipe } from './field-errors.js';
import {
  PROBLEM_DETAILS_OPTIONS,
  ProblemDetailsFilter,
  type ProblemDetailsFilterOptions,
} from './problem-details.filter.js';

/**
 * The REST conventions as global providers: validation and problem+json (`@Created()` and its kind
 * bring their interceptor). `UnknownQueryGuard` is left to the application, which places it among
 * its global guards (after authentication).
 */
@Module({})
export class RestModule {
  static forRoot(options: ProblemDetailsFilterOptions = {}): DynamicModule {
    return {
      module: RestModule,
      providers: [
        { provide: PROBLEM_DETAILS_OPTIONS, useValue: options },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
      ],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { createValidationPipe } from './field-errors.js';
import {
  PROBLEM_DETAILS_OPTIONS,
  ProblemDetailsFilter,
  type ProblemDetailsFilterOptions,
} from './problem-details.filter.js';
import { UnknownQueryGuard } from './unknown-query.guard.js';

/**
 * The REST conventions as global providers: validation, unknown query parameters, problem+json
 * (`@Created()` and its kind bring their interceptor). Import it after the modules whose guards
 * must run first.
 */
@Module({})
export class RestModule {
  static forRoot(options: ProblemDetailsFilterOptions = {}): DynamicModule {
    return {
      module: RestModule,
      providers: [
        { provide: PROBLEM_DETAILS_OPTIONS, useValue: options },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_GUARD, useClass: UnknownQueryGuard },
        { provide: APP_FILTER, useClass: ProblemDetailsFilter },
      ],
    };
  }
}

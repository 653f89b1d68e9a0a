import { jest } from '@jest/globals';
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';

// CommonJS packages such as @nestjs/throttler require() the ES-module-only Nest 12; Node 20 can,
// Jest cannot (platform notes). They get the very modules the test imports: one Reflector, one HttpException.
jest.mock('@nestjs/common', () => common);
jest.mock('@nestjs/core', () => core);

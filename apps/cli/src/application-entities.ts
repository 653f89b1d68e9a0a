import { getMetadataArgsStorage } from 'typeorm';
// Loads every module of the application, and so every entity class, into TypeORM's metadata.
import '../../../src/app.module.js';

/** The entity classes the application declares (the list engine's member tables among them). */
export const applicationEntities = (): Function[] =>
  getMetadataArgsStorage()
    .tables.map(({ target }) => target)
    .filter((target): target is Function => typeof target === 'function');

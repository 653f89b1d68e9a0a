import { Column } from 'typeorm';

/** A required title of 1–200 characters (the DTO's `TitleField` validates it). */
export const TitleColumn = () => Column({ type: 'varchar', length: 200 });

/** An optional description of up to 2000 characters, default "" (`DescriptionField`). */
export const DescriptionColumn = () =>
  Column({ type: 'varchar', length: 2000, default: '' });

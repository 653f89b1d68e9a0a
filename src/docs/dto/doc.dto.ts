import type { Doc } from '../doc.entity.js';

/** A doc as the API shows it. */
export class DocDto {
  /** @example "5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0" */
  id: string;
  /** Client-chosen unique reference, or null. @example "intro-to-sql" */
  reference: string | null;
  /** @example "Introduction to SQL" */
  title: string;
  /** @example "Tables, rows and the SELECT statement." */
  description: string;
  /** @example ["sql", "beginner"] */
  tags: string[];
  /** @example "# SELECT\n\nA query reads rows..." */
  content: string;
  /** @example "0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11" */
  authorId: string;
  createdAt: Date;
  updatedAt: Date;
  /** Starts at 1 and grows by one on every change; the ETag is `"<version>"`. @example 1 */
  version: number;

  static from(doc: Doc): DocDto {
    const {
      id,
      reference,
      title,
      description,
      tags,
      content,
      authorId,
      createdAt,
      updatedAt,
      version,
    } = doc;
    return {
      id,
      reference,
      title,
      description,
      tags,
      content,
      authorId,
      createdAt,
      updatedAt,
      version,
    };
  }
}

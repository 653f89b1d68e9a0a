import { describe, expect, it } from '@jest/globals';
import { Doc } from '../doc.entity.js';
import { DocDto, DocSummaryDto } from './doc.dto.js';

const doc = Object.assign(new Doc(), {
  id: '5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0',
  title: 'Introduction to SQL',
  description: 'Tables and rows.',
  authorId: '0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11',
  createdAt: new Date('2026-01-02T03:04:05.006Z'),
  updatedAt: new Date('2026-01-03T03:04:05.006Z'),
  version: 2,
  reference: 'intro-to-sql',
  tags: ['sql'],
  content: '# SELECT',
});

describe('DocSummaryDto.from and DocDto.from', () => {
  it('show the fields of a doc in the order of the API, the summary without content', () => {
    const summary = [
      '"id":"5f0c6a9e-1d2b-4c3d-8e4f-a5b6c7d8e9f0"',
      '"authorId":"0b5e8f4e-3a1c-4a47-9a55-8a4a0f9d2a11"',
      '"createdAt":"2026-01-02T03:04:05.006Z"',
      '"updatedAt":"2026-01-03T03:04:05.006Z"',
      '"version":2',
      '"title":"Introduction to SQL"',
      '"description":"Tables and rows."',
      '"reference":"intro-to-sql"',
      '"tags":["sql"]',
    ].join(',');
    expect(JSON.stringify(DocSummaryDto.from(doc))).toBe(`{${summary}}`);
    expect(JSON.stringify(DocDto.from(doc))).toBe(
      `{${summary},"content":"# SELECT"}`,
    );
  });
});

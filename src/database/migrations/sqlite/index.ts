import type { MigrationInterface } from 'typeorm';
import { UsersAndSessions1795306000000 } from './1795306000000-users-and-sessions.js';
import { DocsAndLessons1795307000000 } from './1795307000000-docs-and-lessons.js';
import { UsedRefreshTokens1795610794877 } from './1795610794877-used-refresh-tokens.js';
import { ListIndexes1795611013937 } from './1795611013937-list-indexes.js';
import { TagSets1795635415328 } from './1795635415328-tag-sets.js';
import { UserAndLessonListIndexes1795637259340 } from './1795637259340-user-and-lesson-list-indexes.js';
import { IndexChangedTextOnly1795670963080 } from './1795670963080-index-changed-text-only.js';
import { DocTagsByTrigger1795682000000 } from './1795682000000-doc-tags-by-trigger.js';
import { TagPairs1795683000000 } from './1795683000000-tag-pairs.js';
import { LessonWalkByDocIds1795684000000 } from './1795684000000-lesson-walk-by-doc-ids.js';
import { ListsAlongFilterIndexes1795719580740 } from './1795719580740-lists-along-filter-indexes.js';
import { ListsAlongEverySortKey1795736735745 } from './1795736735745-lists-along-every-sort-key.js';
import { AuthorListIndexes1795738209558 } from './1795738209558-author-list-indexes.js';
import { ListEngine1795819206714 } from './1795819206714-list-engine.js';
import { SearchByWords1795843010058 } from './1795843010058-search-by-words.js';
import { IdempotencyKeys1795865583443 } from './1795865583443-idempotency-keys.js';
import { AddWebhooks1795931814608 } from './1795931814608-add-webhooks.js';
import { ChangeEvents1795931818904 } from './1795931818904-change-events.js';

/** Every sqlite migration, oldest first. */
export const sqliteMigrations: (new () => MigrationInterface)[] = [
  UsersAndSessions1795306000000,
  DocsAndLessons1795307000000,
  UsedRefreshTokens1795610794877,
  ListIndexes1795611013937,
  TagSets1795635415328,
  UserAndLessonListIndexes1795637259340,
  IndexChangedTextOnly1795670963080,
  DocTagsByTrigger1795682000000,
  TagPairs1795683000000,
  LessonWalkByDocIds1795684000000,
  ListsAlongFilterIndexes1795719580740,
  ListsAlongEverySortKey1795736735745,
  AuthorListIndexes1795738209558,
  ListEngine1795819206714,
  SearchByWords1795843010058,
  IdempotencyKeys1795865583443,
  AddWebhooks1795931814608,
  ChangeEvents1795931818904,
];

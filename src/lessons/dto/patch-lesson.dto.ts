import { PatchOf } from '../../common/resource-fields.js';
import { WriteLessonDto } from './write-lesson.dto.js';

/** PATCH body (JSON or merge-patch+json): any non-empty subset; `null` resets an optional field. */
export class PatchLessonDto extends PatchOf(WriteLessonDto, ['title']) {}

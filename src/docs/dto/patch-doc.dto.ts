import { PatchOf } from '../../common/resource-fields.js';
import { WriteDocDto } from './write-doc.dto.js';

/** PATCH body (JSON or merge-patch+json): any non-empty subset; `null` resets an optional field. */
export class PatchDocDto extends PatchOf(WriteDocDto, ['title']) {}

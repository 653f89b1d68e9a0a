import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CodePointLength, IsUuid, UUID_SCHEMA } from '#libs/rest/index.js';

/** A trigram index finds nothing shorter than 3 characters (code points). */
export const SEARCH_LENGTH = { min: 3, max: 200 } as const;

/** `q`: text the list's searched fields contain (`search` of its `@Listed()`), named in `fields`. */
export const SearchText = (fields: string) =>
  applyDecorators(
    ApiPropertyOptional({
      description: `Text searched in ${fields}, in any case (of any script: \`É\` finds \`é\`) but not without accents (\`e\` does not find \`é\`), e.g. \`sql\`; \`%\`, \`_\` and \`\\\` are plain characters. At least 3 characters: the search reads a trigram index. \`X-Total-Count\` is given only when the page reaches the end of the results (a search is not counted).`,
      minLength: SEARCH_LENGTH.min,
      maxLength: SEARCH_LENGTH.max,
    }),
    IsOptional(),
    IsString(),
    CodePointLength(SEARCH_LENGTH.min, SEARCH_LENGTH.max),
  );

/** `authorId`: only what this author owns. */
export const AuthorFilter = () =>
  applyDecorators(
    ApiPropertyOptional({
      description: 'Only what this author owns.',
      ...UUID_SCHEMA,
    }),
    IsOptional(),
    IsUuid(),
  );

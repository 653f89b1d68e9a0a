import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import {
  MAX_SEARCH_WORDS,
  parseSearch,
  RANKED_MATCHES,
} from '#libs/lists/index.js';
import { CodePointLength, IsUuid, UUID_SCHEMA } from '#libs/rest/index.js';

/** `q`'s length, in characters (code points). */
export const SEARCH_LENGTH = { min: 1, max: 200 } as const;

/** `q`: words searched in the list's searched fields (`search` of its `@Listed()`), named in `fields`. */
export const SearchText = (fields: string) =>
  applyDecorators(
    ApiPropertyOptional({
      description: `Words searched in ${fields}: an item matches when each word begins a word there (\`post\` finds "PostgreSQL"), ignoring case, accents and width (\`resume\` finds "Résumé"). A \`"quoted phrase"\` matches those whole words, adjacent and in that order. Any character that is not a letter or a digit separates words, and nothing is an operator (\`-\`, \`*\`, \`OR\`, \`%\` are text). At most ${MAX_SEARCH_WORDS} words; at least one letter or digit. Without \`sort\`, the best matches come first (a match in a heavier field ranks higher: ${fields}, in that order), then the newest; when more than ${RANKED_MATCHES} items match, only the newest ${RANKED_MATCHES} are ranked, and \`Search-Ranked-Only\` says so (a \`sort\` walks every match). Each item carries a \`snippet\` of where it matched.`,
      minLength: SEARCH_LENGTH.min,
      maxLength: SEARCH_LENGTH.max,
    }),
    IsOptional(),
    IsString(),
    CodePointLength(SEARCH_LENGTH.min, SEARCH_LENGTH.max),
    ValidateBy({
      name: 'isSearch',
      validator: {
        validate: (value) =>
          typeof value !== 'string' || 'terms' in parseSearch(value),
        defaultMessage: (args) => {
          const parsed = parseSearch(String(args!.value));
          return 'problem' in parsed ? parsed.problem : 'q is invalid';
        },
      },
    }),
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

import {
  IsDefined,
  IsEmail,
  IsString,
  Length,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';

type Shape = Partial<
  Record<'email' | 'pseudo' | 'password' | 'refreshToken', unknown>
>;

/** Fails when the property is present together with a field that excludes it. */
function AbsentWith(
  other: keyof Shape,
  message: string,
  options?: ValidationOptions,
) {
  return ValidateBy(
    {
      name: 'absentWith',
      validator: {
        validate: (value, args) =>
          value === undefined || (args!.object as Shape)[other] === undefined,
        defaultMessage: () => message,
      },
    },
    options,
  );
}

const signsInWithPassword = (dto: Shape) => dto.refreshToken === undefined;

/**
 * Either a password sign-in, `{ email | pseudo, password }` (exactly one identifier),
 * or a refresh, `{ refreshToken }` alone.
 */
export class TokenRequestDto {
  /** Sign in by email (or by pseudo, not both). */
  @ValidateIf(
    (dto: Shape) =>
      dto.email !== undefined ||
      (signsInWithPassword(dto) && dto.pseudo === undefined),
  )
  @IsDefined({ message: 'email or pseudo is required' })
  @AbsentWith('pseudo', 'give email or pseudo, not both')
  @AbsentWith('refreshToken', 'refreshToken is sent alone')
  @IsEmail()
  @MaxLength(254)
  email?: string;

  /** Sign in by pseudo (or by email, not both). */
  @ValidateIf((dto: Shape) => dto.pseudo !== undefined)
  @AbsentWith('refreshToken', 'refreshToken is sent alone')
  @IsString()
  @Length(1, 40)
  pseudo?: string;

  @ValidateIf(
    (dto: Shape) => dto.password !== undefined || signsInWithPassword(dto),
  )
  @AbsentWith('refreshToken', 'refreshToken is sent alone')
  @IsString()
  @Length(1, 128)
  password?: string;

  /** A refresh token from an earlier answer; it is single-use. */
  @ValidateIf((dto: Shape) => dto.refreshToken !== undefined)
  @IsString()
  @Length(1, 200)
  refreshToken?: string;
}

/** One valid request of each kind, for Swagger UI's "Try it out" (the default admin's identifiers). */
export const TOKEN_REQUEST_EXAMPLES = {
  email: {
    summary: 'Sign in by email',
    value: { email: 'admin@syllabus.local', password: 'change-me-please' },
  },
  pseudo: {
    summary: 'Sign in by pseudo',
    value: { pseudo: 'admin', password: 'change-me-please' },
  },
  refresh: {
    summary: 'Exchange a refresh token for a new pair',
    value: {
      refreshToken: `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`,
    },
  },
} satisfies Record<string, { summary: string; value: TokenRequestDto }>;

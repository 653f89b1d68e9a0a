import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { toFieldErrors } from '#libs/rest/index.js';
import { DomainError } from '../../../../src/common/domain-error.js';
import { CreateUserDto } from '../../../../src/users/dto/create-user.dto.js';
import { ROLES, type Role } from '../../../../src/users/role.js';
import { UsersService } from '../../../../src/users/users.service.js';
import { withApplication } from '../app-context.js';
import { type Command, CommandError, UsageError } from '../command.js';

export const userCreateCommand: Command = {
  name: 'user:create',
  summary: "Create a user (any role) in DATABASE_URL's database",
  parameters: ['<email>', '<pseudo>'],
  options: {
    role: {
      valueName: 'role',
      description: `${ROLES.join(', ')} (default reader)`,
    },
    password: {
      valueName: 'password',
      description:
        'visible to other local users in the process list: leave it out to get a generated one',
    },
  },
  details:
    'Without --password a random password is generated and printed once.',
  async run({ positionals: [email, pseudo], options }, io) {
    if (!email || !pseudo)
      throw new UsageError('user:create needs an email and a pseudo');
    const role = (options.role ?? 'reader') as Role;
    if (!ROLES.includes(role))
      throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
    const password = options.password ?? randomBytes(18).toString('base64url');
    // The same rules as POST /users.
    const dto = plainToInstance(CreateUserDto, {
      email,
      pseudo,
      password,
      role,
    });
    const invalid = toFieldErrors(validateSync(dto));
    if (invalid.length > 0) {
      throw new UsageError(
        invalid
          .map((error) => `${error.field.slice(1)}: ${error.message}`)
          .join('; '),
      );
    }
    const user = await withApplication((app) =>
      app.get(UsersService).create(dto),
    ).catch((error: unknown) => {
      if (error instanceof DomainError) throw new CommandError(error.message);
      throw error;
    });
    io.stdout.write(`Created ${user.role} ${user.email} (${user.id})\n`);
    if (options.password === undefined)
      io.stdout.write(`Password (shown once): ${password}\n`);
  },
};

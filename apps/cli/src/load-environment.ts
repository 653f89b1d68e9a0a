import { AppModule } from '../../../src/app.module.js';
import type { Environment } from '../../../src/config/environment.js';

/** The environment exactly as the server validates it (process environment over `.env`); throws `InvalidEnvironmentError`. */
export async function loadEnvironment(): Promise<Environment> {
  let env: Environment | undefined;
  await AppModule.forRoot({
    onEnvironment: (validated) => {
      env = validated;
    },
  });
  if (!env)
    throw new Error('AppModule.forRoot did not validate the environment');
  return env;
}

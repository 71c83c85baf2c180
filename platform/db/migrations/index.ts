import type { Migration, MigrationProvider } from 'kysely';
import { accounts } from './0001-accounts';
import { oidcModels } from './0002-oidc-models';
import { photos } from './0003-photos';
import { loginAttempts } from './0004-login-attempts';
import { photoLibrary } from './0005-photo-library';

/** Every migration, in order. Names are permanent: never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-oidc-models': oidcModels,
  '0003-photos': photos,
  '0004-login-attempts': loginAttempts,
  '0005-photo-library': photoLibrary,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

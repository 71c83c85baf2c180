import { ConfigError, parseConfig, type Config } from '../app/config.server.ts';

/** The configuration, or the process ends with the message naming each bad variable. */
export function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

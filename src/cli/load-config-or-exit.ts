import { type Config, ConfigError, loadConfig } from '#config';

/** Entry points stop with the list of bad variables (exit code 78, EX_CONFIG) instead of a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

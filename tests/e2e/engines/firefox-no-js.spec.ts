import { launchFirefox } from './firefox';
import { engineTasks } from './suite';

// The customer tasks in Firefox ESR with JavaScript off: every mutation through its HTML form (decision 2300).
engineTasks('firefox-no-js', () => launchFirefox(false));

import { launchFirefox } from './firefox';
import { engineTasks } from './suite';

// The customer tasks in Firefox ESR with JavaScript on (decision 2300).
engineTasks('firefox', () => launchFirefox(true));

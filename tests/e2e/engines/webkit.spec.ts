import { launchWebKit } from './webkit';
import { engineTasks } from './suite';

// The customer tasks in WebKitGTK (MiniBrowser) with JavaScript on (decision 2300).
engineTasks('webkit', launchWebKit);

// The run command: installs what is missing, builds, and serves the composed site with its data stack.
import { buildApps, ensurePnpm, installDependencies, step } from './workspace.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
buildApps(pnpm);

step('Starting the data stack and the site');
const { printUrls, serveEverything, stopOnSignals } = await import('./serve.mjs');
const { stop } = await serveEverything();
printUrls();
console.log('  Ready. Press Ctrl-C to stop everything.');
stopOnSignals(stop);

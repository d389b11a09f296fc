// Developer loop: every app's Rsbuild dev server (live reload) plus the local data stack and its
// sales inbox (MailDev and the notifier).
import { spawn } from 'node:child_process';
import { apps, dataServiceEnv, ensurePnpm, repo } from './workspace.mjs';

const pnpm = ensurePnpm();
const { printUrls, startDataStack, stopOnSignals } = await import('./serve.mjs');
const stack = await startDataStack();
const { startLocalMail } = await import('./local-mail.mjs');
const mail = stack && (await startLocalMail(stack));

const servers = apps.map((app) =>
  spawn(pnpm, ['--filter', `./${app}`, 'dev'], { cwd: repo, stdio: 'inherit', detached: true, env: { ...process.env, ...dataServiceEnv() } }),
);
printUrls();

stopOnSignals(async () => {
  for (const server of servers) {
    try {
      process.kill(-(server.pid ?? 0), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await mail?.stop();
  await stack?.stop();
});

// The sales inbox of the local stack (issue 55): MailDev receives what the notifier sends, and
// shows it at its web inbox. Both run as child processes of the run command and the e2e servers.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertPortFree } from '../supabase/scripts/port-check.mjs';
import { ports } from '../tooling/ports.mjs';

const repository = fileURLToPath(new URL('..', import.meta.url));
const maildevBin = fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));
const notifierBin = fileURLToPath(new URL('../notifier/notify.mjs', import.meta.url));

export const mailInboxUrl = `http://localhost:${ports.mailInbox}`;

/**
 * Where MailDev's pid is kept while it runs, so a test can stop it (SIGSTOP) and let it go on
 * (SIGCONT) to play a mail server that is down, as `supabase/tests` do with PostgREST's.
 */
export const maildevPidFile = path.join(repository, '.cache', 'local-mail', `maildev-${ports.smtp}.pid`);

/**
 * @param {string} label
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function startChild(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: repository, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const print = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`  ${line.startsWith('[') ? line : `[${label}] ${line}`}`);
  };
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A parent that dies takes its children along (`exit` handlers run synchronously).
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  return {
    child,
    stop: async () => {
      process.off('exit', killNow);
      if (child.exitCode === null && child.signalCode === null) {
        // A process a test froze (SIGSTOP) acts on SIGTERM only once it runs again.
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
      }
    },
  };
}

async function waitForInbox() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await fetch(`http://127.0.0.1:${ports.mailInbox}/api/email`).then((response) => response.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error(`MailDev did not answer at ${mailInboxUrl} within 30 s`);
}

/**
 * Starts MailDev (SMTP on `ports.smtp`, inbox on `ports.mailInbox`, loopback only) and the
 * notifier, which sends every request queued in the local stack's database to it.
 * @param {{ url: string, serviceRoleKey: string }} stack the local data stack
 */
export async function startLocalMail({ url, serviceRoleKey }) {
  await assertPortFree(ports.smtp, 'MailDev SMTP');
  await assertPortFree(ports.mailInbox, 'MailDev inbox');
  const maildev = startChild(
    'maildev',
    [maildevBin, '--smtp', String(ports.smtp), '--web', String(ports.mailInbox), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'],
    process.env,
  );
  try {
    await waitForInbox();
  } catch (error) {
    await maildev.stop();
    throw error;
  }
  await mkdir(path.dirname(maildevPidFile), { recursive: true });
  await writeFile(maildevPidFile, String(maildev.child.pid));
  const notifier = startChild('notifier', [notifierBin], {
    ...process.env,
    SUPABASE_URL: url,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  });
  return {
    stop: async () => {
      await notifier.stop();
      await maildev.stop();
      await rm(maildevPidFile, { force: true });
    },
  };
}

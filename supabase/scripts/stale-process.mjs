import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A process that has exited but is not yet reaped (a zombie, state `Z` in /proc) counts as gone:
 * orphans are reaped by init, which may take a while in containers.
 * @param {number} pid
 */
function isZombie(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * The command line of a process, or '' when it cannot be read.
 * @param {number} pid
 */
async function commandOf(pid) {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (cmdline !== undefined) return cmdline.replaceAll('\0', ' ');
  const { stdout } = await run('ps', ['-o', 'command=', '-p', String(pid)]).catch(() => ({ stdout: '' }));
  return stdout;
}

/**
 * @param {number} pid
 * @param {number} timeoutMs
 */
async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) {
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * Stops a server that an earlier, killed run left behind, named by the pid on the first line
 * of `pidFile`, then removes the file. A pid now used by an unrelated program (its command line
 * lacks `commandPart`) is left alone.
 * @param {string} pidFile
 * @param {{ name: string, commandPart: string, signal: NodeJS.Signals, log: (message: string) => void }} options
 */
export async function stopStaleProcess(pidFile, { name, commandPart, signal, log }) {
  const text = await readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await commandOf(pid)).includes(commandPart)) {
    log(`Stopping ${name} (pid ${pid}) left running by an earlier run`);
    process.kill(pid, signal);
    if (!(await waitForExit(pid, 10_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 2_000);
    }
  }
  await rm(pidFile, { force: true });
}

/**
 * Runs a worker script (under apps/api/src/test) as its own Node process, as the crash tests need: one process (node
 * with tsx's loader, not the tsx CLI, which would run the script in a child of its own) that is expected to kill
 * itself with SIGKILL at the point under test. Resolves with the signal it ended by; rejects after a minute.
 */
import { spawn } from 'node:child_process';
import { findRepoRoot } from '../lib/paths.js';

export function runKilledWorker(
  script: string,
  env: Record<string, string>,
  /** Named in the timeout's error: what the worker should have reached before it was killed. */
  provider: string,
  /** Gets the process id, for a test that kills the worker itself (from a fake server's handler). */
  onStart?: (pid: number) => void,
): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: findRepoRoot(),
    env: { ...process.env, ...env, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (child.pid !== undefined) onStart?.(child.pid);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker did not reach ${provider} in time: ${stderr}`));
    }, 60_000);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve(signal);
    });
  });
}

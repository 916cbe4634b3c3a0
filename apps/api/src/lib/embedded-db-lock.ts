// PGlite keeps its database in one process: a second process opening the same data directory
// (the command line while the server runs) would corrupt it. The server names itself in
// DATA_DIR/server.pid while it runs; the command line reads it and refuses. On PostgreSQL no
// lock is needed.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const SERVER_PID_FILE = 'server.pid';

const pidFile = (dataDir: string) => path.join(dataDir, SERVER_PID_FILE);

/** Whether a process with this id runs (one of another user's answers EPERM: it runs). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes this process's id to DATA_DIR/server.pid; the returned function removes the file again,
 * unless another process has written its own id there since.
 */
export function holdEmbeddedDb(dataDir: string, pid = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFile(dataDir), `${pid}\n`);
  return () => {
    if (serverPidIn(dataDir) === pid) rmSync(pidFile(dataDir), { force: true });
  };
}

/** The id written to DATA_DIR/server.pid, or null when there is none. */
function serverPidIn(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(pidFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The id of the server that holds the embedded database of this data directory, or null: no
 * file, or a file left by a server that is gone (it was killed before it could remove it).
 */
export function runningServerPid(dataDir: string): number | null {
  const pid = serverPidIn(dataDir);
  return pid !== null && isRunning(pid) ? pid : null;
}

// Runs the npm scripts named on the command line at the same time (npm test runs ESLint,
// Prettier and the type check side by side: each uses one core). Each script's output is printed
// whole when it ends; the exit code is 1 when any of them failed.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn('npm', ['run', '--silent', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `\n> ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`,
        );
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0);
      });
    }),
);
const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);

// Runs a command as a child process and resolves with its exit code (and, on
// request, its output, which is still shown live).
import { spawn } from 'node:child_process';

/**
 * @param {string[]} argv command and arguments
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean, quiet?: boolean }} [options]
 *   capture: also collect stdout+stderr; quiet: collect without echoing.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(argv, options = {}) {
  const { cwd, env = process.env, capture = false, quiet = false } = options;
  const [command, ...args] = argv;
  return new Promise((resolve) => {
    const piped = capture || quiet;
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (piped) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stderr.write(chunk);
      });
    }
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

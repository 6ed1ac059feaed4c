import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a tool of the system (tar, pg_dump, pg_restore); its error names what it printed. */
export async function runTool(command: string, args: string[]): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${command} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
}

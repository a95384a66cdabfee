/** The part of a stdout/stderr stream this needs. */
interface ErrorEmitter {
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * `tallyline analyze --json | head` closes the pipe before the output is written; Node then emits
 * EPIPE on the stream, which would crash with a stack trace. The reader has all it wanted, so exit
 * at once with the code so far (0), as Unix tools do. Other stream errors are rethrown.
 *
 * @example
 * exitQuietlyOnClosedPipe(process.stdout);
 */
export function exitQuietlyOnClosedPipe(stream: ErrorEmitter, exit: (code: number) => void = (code) => process.exit(code)): void {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}

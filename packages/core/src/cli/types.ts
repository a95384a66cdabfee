/** Where a command writes; tests pass a fake. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** A subcommand: gets the arguments after its name, returns the exit code. */
export type CliCommand = (args: readonly string[], io: CliIo) => Promise<number>;

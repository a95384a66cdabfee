/** An auth failure in GoTrue's terms: HTTP status, machine code, human message. */
export class GoTrueError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'GoTrueError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

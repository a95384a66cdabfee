/**
 * The saved workflow (IndexedDB) belongs to whoever was signed in. When a
 * signed-in session ends, forget it, so the next person on this browser does
 * not reopen someone else's data. Anonymous work is kept: it was never theirs
 * to lose.
 */
interface AuthLike {
  getState(): { status: string };
  subscribe(listener: (state: { status: string }, prev: { status: string }) => void): () => void;
}
interface WorkflowLike {
  getState(): { reset(): void };
}

export function forgetWorkflowOnSignOut(auth: AuthLike, workflow: WorkflowLike): () => void {
  return auth.subscribe((state, prev) => {
    if (prev.status === 'signed-in' && state.status === 'signed-out') workflow.getState().reset();
  });
}

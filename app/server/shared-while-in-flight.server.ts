/**
 * `read` made shared while in flight: a call that comes while an earlier call's promise is pending
 * gets that promise; the next call after it settled reads again. A content version read this way
 * is at most one query's time old, and a hundred requests at once make one query, not a hundred
 * waiting for the pool's ten connections (decision 108).
 */
export function sharedWhileInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

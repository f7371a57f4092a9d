/** A service's answer: what it made or read, or the refusal a route sends as `{ message }` with its status. */
export type Outcome<T> = { ok: T } | { status: number; message: string };

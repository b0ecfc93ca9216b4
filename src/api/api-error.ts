/** A failed call: HTTP status (0 when no response came) and the answer's body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status}`);
  }
}

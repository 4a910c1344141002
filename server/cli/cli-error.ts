/** A mistake of the person at the keyboard: printed as plain text, exit code 1, never a stack trace. */
export class UserError extends Error {
  override name = "UserError";
}

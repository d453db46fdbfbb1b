/**
 * Why a backup was refused, said for the operator who reads it: the command-line tools print the
 * message alone (never a stack), and a verification lists these as its problems.
 */
export class BackupError extends Error {}

/** The message of anything thrown while reading a backup, as the operator should read it. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

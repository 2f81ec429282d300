/** Recognising PostgreSQL errors the same way with both drivers (drizzle wraps them in `cause`). */
interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function findPgError(error: unknown): PgErrorFields | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    e = fields.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (e.g. '23505'), if `error` is or wraps one. */
export function pgErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code as string | undefined;
}

/** The violated constraint's name, when the driver reports it. */
export function pgErrorConstraint(error: unknown): string | undefined {
  const constraint = findPgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** A unique violation, optionally of one named constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgErrorCode(error) !== '23505') return false;
  return constraint === undefined || pgErrorConstraint(error) === constraint;
}

/** A CHECK constraint violation, optionally of one named constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  if (pgErrorCode(error) !== '23514') return false;
  return constraint === undefined || pgErrorConstraint(error) === constraint;
}

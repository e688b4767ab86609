import { MESSAGE } from '@label-portal/contract';
import { AppError } from './app-error.js';

/**
 * Optimistic concurrency (issue 12): an edit carries the version it was made on; the update
 * matches `id and version` and raises the version. When no row matched, someone else saved first:
 * the edit answers 409 with a clear message, so two staff members never overwrite each other.
 */
export function staleVersionError(): AppError {
  return new AppError('CONFLICT', { detail: MESSAGE.staleVersion, extra: { type: 'STALE_VERSION' } });
}

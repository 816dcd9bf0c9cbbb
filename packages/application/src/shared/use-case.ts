import type { Result } from '@cobuy/domain';
import { err } from '@cobuy/domain';
import type { z } from 'zod';
import { appError, type AppError } from './app-error.js';
import { inspectRawInput, MAX_INPUT_DEPTH } from './raw-input-guard.js';
import type { RequestContext } from './request-context.js';
import type { UploadAdmission } from './upload-admission.js';

/**
 * Who may run a use case. Declared on every use case and enforced in `runUseCase`, the one place where
 * authorization happens, so neither transport can forget it.
 * - `public`: anyone, signed in or not.
 * - `signed-in`: any signed-in user; with `ownerOf`, only the user the input names (or an admin when
 *   `adminMayActForOthers` is set).
 * - `admin`: role admin only.
 */
export type Access = 'public' | 'signed-in' | 'admin';

export interface UseCase<I, O> {
  readonly name: string;
  readonly access: Access;
  /** Validates and normalises raw input from any transport. */
  readonly input: z.ZodType<I>;
  /** The user whose data the input targets, if any; must be the caller unless an admin is allowed. */
  readonly ownerOf?: (input: I) => number | undefined;
  readonly adminMayActForOthers?: boolean;
  /**
   * For a call that takes files: the cheap checks that decide whether the caller may make it now (its rate
   * limit, the state of its record), run by the transport after authentication and before the body is read.
   * The attempt counts here, and `execute` does not count it again when `ctx.upload` is this admission.
   */
  readonly admitUpload?: (ctx: RequestContext) => Promise<Result<UploadAdmission, AppError>>;
  execute(ctx: RequestContext, input: I): Promise<Result<O, AppError>>;
}

/** Turns zod issues into `{ field: reason }`, the shape both transports report. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function checkAccess<I>(useCase: UseCase<I, unknown>, ctx: RequestContext, input?: I): AppError | null {
  if (useCase.access === 'public') return null;
  if (!ctx.actor) return appError('AUTH.UNAUTHENTICATED', 'Authentication required');
  if (useCase.access === 'admin' && ctx.actor.role !== 'admin') {
    return appError('AUTH.FORBIDDEN', 'Admin access required');
  }
  const owner = input !== undefined ? useCase.ownerOf?.(input) : undefined;
  if (owner !== undefined && owner !== ctx.actor.userId) {
    const adminAllowed = useCase.adminMayActForOthers === true && ctx.actor.role === 'admin';
    if (!adminAllowed) return appError('AUTH.FORBIDDEN', 'You may only access your own data');
  }
  return null;
}

/**
 * The single entry point both transports use: authenticate, validate, authorize, execute.
 * Access is checked before validation (so an anonymous caller learns nothing about the input rules)
 * and ownership after it (it needs the parsed input).
 */
export async function runUseCase<I, O>(
  useCase: UseCase<I, O>,
  ctx: RequestContext,
  rawInput: unknown,
): Promise<Result<O, AppError>> {
  const denied = checkAccess(useCase, ctx);
  if (denied) return err(denied);
  const problem = inspectRawInput(rawInput);
  if (problem) {
    const fields =
      problem.kind === 'too-deep'
        ? { _: `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)` }
        : { [problem.path]: 'must not contain NUL characters' };
    return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields }));
  }
  const parsed = useCase.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: fieldErrors(parsed.error.issues) }));
  }
  const notOwner = checkAccess(useCase, ctx, parsed.data);
  if (notOwner) return err(notOwner);
  return useCase.execute(ctx, parsed.data);
}

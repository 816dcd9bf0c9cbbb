import { runUseCase } from '../../shared/use-case.js';
import type { Actor } from '../../shared/request-context.js';
import { SignIn } from '../sign-in/sign-in.use-case.js';
import { SignUp } from '../sign-up/sign-up.use-case.js';
import type { AccountsTestKit } from './in-memory-accounts.js';

/** Signs up and signs in a user; returns their actor and token. A factory for use-case tests. */
export async function newSignedInUser(
  kit: AccountsTestKit,
  over: { username?: string; email?: string; password?: string; role?: 'user' | 'admin' } = {},
): Promise<{ actor: Actor; token: string; email: string; password: string }> {
  const email = over.email ?? `${over.username ?? 'ama'}@example.com`;
  const password = over.password ?? 'Labadi-Beach-42';
  const signedUp = await runUseCase(new SignUp(kit), kit.ctx(null, '10.0.0.1'), {
    username: over.username ?? 'ama',
    email,
    password,
    firstName: 'Ama',
    lastName: 'Owusu',
  });
  if (!signedUp.ok) throw new Error(signedUp.error.message);
  if (over.role === 'admin') kit.store.users.patch(signedUp.value.id, { role: 'admin' });
  const signedIn = await runUseCase(new SignIn(kit), kit.ctx(null, '10.0.0.1'), { email, password });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  return {
    actor: { userId: signedUp.value.id, role: over.role ?? 'user' },
    token: signedIn.value.token,
    email,
    password,
  };
}

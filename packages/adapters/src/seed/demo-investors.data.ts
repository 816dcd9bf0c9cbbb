import type { PasswordlessUser } from './passwordless-users.js';

/**
 * The investors who hold the demo catalog's funded units. Their accounts cannot be signed in to (see
 * passwordless-users.ts); they exist so that every funded or sold unit is explained by real investments.
 */
export const DEMO_INVESTORS: readonly PasswordlessUser[] = [
  { firstName: 'Ama', lastName: 'Mensah' },
  { firstName: 'Kwame', lastName: 'Boateng' },
  { firstName: 'Efua', lastName: 'Owusu' },
  { firstName: 'Kofi', lastName: 'Asante' },
  { firstName: 'Adaeze', lastName: 'Okafor' },
  { firstName: 'Yaw', lastName: 'Darko' },
].map((name, i) => ({
  ...name,
  username: `demo-investor-${i + 1}`,
  email: `investor${i + 1}@demo.cobuy.invalid`,
}));

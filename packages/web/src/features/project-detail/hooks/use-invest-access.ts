import { useMyKyc } from '../../kyc/hooks/use-my-kyc';
import { kycAllowsInvesting } from '../../kyc/kyc-status';
import { isAdmin, useCurrentUser } from '../../session/use-current-user';

/**
 * May the person on the page invest directly (investor spec §2 and §4)? A visitor signs in first; an investor
 * without approved, unexpired KYC verifies first; admins bypass the gate; 'checking' while either is read.
 * The sidebar's KycGate says why in full; the short forms of the action bar read this.
 */
export type InvestAccess = 'checking' | 'visitor' | 'verify' | 'allowed';

export function useInvestAccess(): InvestAccess {
  const { user, loading } = useCurrentUser();
  const admin = isAdmin(user);
  const { kyc, error } = useMyKyc(!!user && !admin);
  if (loading) return 'checking';
  if (!user) return 'visitor';
  if (admin) return 'allowed';
  if (error) return 'verify';
  if (!kyc) return 'checking';
  return kycAllowsInvesting(kyc.status) ? 'allowed' : 'verify';
}

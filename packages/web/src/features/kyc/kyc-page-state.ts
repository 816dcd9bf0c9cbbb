/** The router state /kyc-verification reads: the dashboard's status card started a verification there. */
export interface KycPageState {
  openWizard?: boolean;
}

export const KYC_PAGE_PATH = '/kyc-verification';

/** Investor spec §8, the project page's toasts. */
export const PROJECT_PAGE_TOASTS = {
  signInToInterest: { title: 'Authentication Required', description: 'Please sign in to express interest' },
  signInToInvest: { title: 'Authentication Required', description: 'Please sign in to invest' },
  noUnits: { title: 'No Units Selected', description: 'Please select at least one unit to express interest in.' },
  singleUnit: { title: 'Single Unit Investment', description: 'Please select exactly one unit to invest in directly.' },
  interestSubmitted: {
    title: 'Interest Submitted',
    description: "Your interest has been recorded. We'll contact you soon.",
  },
  interestFailed: (message: string | undefined) => ({
    title: 'Error',
    description: message ?? 'Failed to submit interest',
  }),
  invalidAmount: (message: string) => ({ title: 'Invalid Amount', description: message }),
  investmentRecorded: {
    title: 'Investment Submitted',
    description: 'Your investment has been recorded and is pending confirmation.',
  },
  investmentFailed: (message: string | undefined) => ({
    title: 'Investment Failed',
    description: message ?? 'Failed to process investment',
  }),
} as const;

import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** Investor spec §8, the project page's toasts, in the interface language (`project.toast.*`). */
function projectPageToasts(intl: Pick<IntlShape, 'formatMessage'>) {
  const t = (id: string) => intl.formatMessage({ id: `project.toast.${id}` });
  return {
    signInToInterest: { title: t('authRequired'), description: t('signInToInterest') },
    signInToInvest: { title: t('authRequired'), description: t('signInToInvest') },
    noUnits: { title: t('noUnitsTitle'), description: t('noUnits') },
    singleUnit: { title: t('singleUnitTitle'), description: t('singleUnit') },
    interestSubmitted: { title: t('interestSubmittedTitle'), description: t('interestSubmitted') },
    interestFailed: (message: string | undefined) => ({
      title: t('errorTitle'),
      description: message ?? t('interestFailed'),
    }),
    invalidAmount: (message: string) => ({ title: t('invalidAmountTitle'), description: message }),
    investmentRecorded: { title: t('investmentRecordedTitle'), description: t('investmentRecorded') },
    investmentFailed: (message: string | undefined) => ({
      title: t('investmentFailedTitle'),
      description: message ?? t('investmentFailed'),
    }),
  } as const;
}

type ProjectPageToasts = ReturnType<typeof projectPageToasts>;

/** The toasts in the language of the nearest messages (the `project` area). */
export function useProjectPageToasts(): ProjectPageToasts {
  const intl = useIntl();
  return useMemo(() => projectPageToasts(intl), [intl]);
}

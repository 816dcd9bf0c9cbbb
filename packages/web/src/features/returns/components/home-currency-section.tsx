import { useIntl } from 'react-intl';
import { readApiFailure } from '../../../lib/api-error';
import { MessagesArea } from '../../../i18n/messages-area';
import { AppForm } from '../../forms/components/app-form';
import { SelectField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { SettingsSection } from '../../settings/components/settings-section';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { currencyName } from '../currency-name';
import { useHomeCurrency } from '../hooks/use-home-currency';
import { homeCurrencyInputOf, homeCurrencySchema, NO_HOME_CURRENCY, type HomeCurrencyValues } from '../returns-rules';

type HomeCurrencyState = ReturnType<typeof useHomeCurrency>;

interface HomeCurrencyFormProps {
  homeCurrency: string | null;
  currencies: NonNullable<HomeCurrencyState['currencies']>;
  save: HomeCurrencyState['save'];
  saving: boolean;
}

function HomeCurrencyForm({ homeCurrency, currencies, save, saving }: HomeCurrencyFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const invalid = intl.formatMessage({ id: 'returns.home.invalid' });
  const options = currencies.map((c) => ({
    value: c.code,
    label: intl.formatMessage(
      { id: 'returns.home.option' },
      { code: c.code, name: currencyName(intl.locale, c), symbol: c.symbol },
    ),
  }));
  return (
    <AppForm<HomeCurrencyValues>
      initialValues={{ homeCurrency: homeCurrency ?? NO_HOME_CURRENCY }}
      schema={homeCurrencySchema(
        currencies.map((c) => c.code),
        invalid,
      )}
      aria-label={intl.formatMessage({ id: 'returns.home.title' })}
      onSubmit={async (values, helpers) => {
        clearServerFieldErrors(helpers);
        try {
          const saved = await save(homeCurrencyInputOf(values));
          helpers.resetForm({ values: { homeCurrency: saved ?? NO_HOME_CURRENCY } });
          toast({
            title: intl.formatMessage({ id: 'returns.home.saved' }),
            description: saved
              ? intl.formatMessage({ id: 'returns.home.savedIn' }, { code: saved })
              : intl.formatMessage({ id: 'returns.home.savedNone' }),
            variant: 'success',
          });
        } catch (error) {
          const failure = readApiFailure(error);
          // The server's refusal is in English; the field shows the same rule in the interface language.
          setServerFieldErrors(helpers, failure.fields?.homeCurrency ? { homeCurrency: invalid } : undefined, values);
          toast({
            title: intl.formatMessage({ id: 'returns.home.notSaved' }),
            description: intl.formatMessage({ id: 'returns.home.tryAgain' }),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <>
          <SelectField
            name="homeCurrency"
            label={intl.formatMessage({ id: 'returns.home.label' })}
            hint={intl.formatMessage({ id: 'returns.home.hint' })}
            placeholder={intl.formatMessage({ id: 'returns.home.none' })}
            options={options}
          />
          <StyledButton type="submit" disabled={isSubmitting || saving || !dirty}>
            {intl.formatMessage({ id: isSubmitting ? 'returns.home.saving' : 'returns.home.save' })}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

function HomeCurrencyBody() {
  const intl = useIntl();
  const { profile, currencies, error, refetch, save, saving } = useHomeCurrency();
  return (
    <SettingsSection
      id="settings-home-currency"
      title={intl.formatMessage({ id: 'returns.home.title' })}
      description={intl.formatMessage({ id: 'returns.home.description' })}
      failed={!!error}
      onRetry={refetch}
    >
      {profile && currencies ? (
        <HomeCurrencyForm
          homeCurrency={profile.homeCurrency ?? null}
          currencies={currencies}
          save={save}
          saving={saving}
        />
      ) : null}
    </SettingsSection>
  );
}

/**
 * Settings: the investor's home currency, in which the dashboard also shows their returns (issue 22 item 6). Its
 * text is the `returns` area's; the page draws it under its own Suspense, the rest of the page not waiting.
 */
export default function HomeCurrencySection() {
  return (
    <MessagesArea area="returns">
      <HomeCurrencyBody />
    </MessagesArea>
  );
}

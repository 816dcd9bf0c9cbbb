import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { useCurrency } from '../hooks/use-currency';

/**
 * Picks the display currency; every USD price on the site converts to it. `compact` (the desktop header) shows
 * flag and code only; `labelled` shows the 'Currency' label above the select (the mobile menu).
 */
export function CurrencyPicker({ compact = false, labelled = false }: { compact?: boolean; labelled?: boolean }) {
  const { currencies, currency, setCurrency, ratesStatus } = useCurrency();
  const id = useId();
  const intl = useIntl();
  // The currency's name in the interface language (Intl knows them all); in English, and failing Intl, the server's.
  const nameOf = (c: { code: string; name: string }) => {
    if (intl.locale === 'en') return c.name;
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'currency' }).of(c.code) ?? c.name;
    } catch {
      return c.name;
    }
  };
  return (
    <>
      <StyledLabel htmlFor={id} className={labelled ? undefined : 'visually-hidden'}>
        <FormattedMessage id="picker.currency" />
      </StyledLabel>
      <StyledSelect
        id={id}
        value={currency.code}
        onChange={(event) => setCurrency(event.target.value)}
        data-testid="currency-picker"
        // Without the server's rates only USD is offered: amounts show as stored.
        title={
          ratesStatus === 'failed'
            ? intl.formatMessage({ id: 'picker.ratesUnavailable' })
            : intl.formatMessage({ id: 'picker.currencyTitle' }, { name: nameOf(currency), code: currency.code })
        }
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {intl.formatMessage(
              { id: compact ? 'picker.currencyShort' : 'picker.currencyOption' },
              { flag: c.flag, code: c.code, name: nameOf(c) },
            )}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}

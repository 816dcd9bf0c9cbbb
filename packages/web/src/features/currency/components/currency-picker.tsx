import { useId } from 'react';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { useCurrency } from '../hooks/use-currency';

/**
 * Picks the display currency; every USD price on the site converts to it. `compact` (the desktop header) shows
 * flag and code only; `labelled` shows the 'Currency' label above the select (the mobile menu).
 */
export function CurrencyPicker({ compact = false, labelled = false }: { compact?: boolean; labelled?: boolean }) {
  const { currencies, currency, setCurrency, ratesStatus } = useCurrency();
  const id = useId();
  return (
    <>
      <StyledLabel htmlFor={id} className={labelled ? undefined : 'visually-hidden'}>
        Currency
      </StyledLabel>
      <StyledSelect
        id={id}
        value={currency.code}
        onChange={(event) => setCurrency(event.target.value)}
        data-testid="currency-picker"
        // Without the server's rates only USD is offered: amounts show as stored.
        title={ratesStatus === 'failed' ? 'Rates unavailable: prices in USD' : `${currency.name} (${currency.code})`}
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {compact ? `${c.flag} ${c.code}` : `${c.flag} ${c.code} — ${c.name}`}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}

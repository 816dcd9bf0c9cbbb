import { useId } from 'react';
import { StyledSelect } from '../../ui/components/native-select';
import { useCurrency } from '../hooks/use-currency';

/** Picks the display currency; every USD price on the site converts to it. */
export function CurrencyPicker({ compact = false }: { compact?: boolean }) {
  const { currencies, currency, setCurrency } = useCurrency();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Currency
      </label>
      <StyledSelect
        id={id}
        value={currency.code}
        onChange={(event) => setCurrency(event.target.value)}
        data-testid="currency-picker"
        title={`${currency.name} (${currency.code})`}
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

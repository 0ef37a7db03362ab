import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { City } from '../../../../../contracts/plans/cities.schemas';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../i18n/use-locale';
import type { Locale } from '../../../i18n/locale';
import { searchCities } from '../api/plan.api';

/** How long typing must pause before the city list is asked. */
export const CITY_SEARCH_DEBOUNCE_MS = 250;

export type CitySearch = (q: string, locale: Locale, signal?: AbortSignal) => Promise<City[]>;

/** "New York, United States · America/New_York" */
const cityLine = (city: City) => `${city.name}, ${city.country}`;

/**
 * The city field (ARIA 1.2 combobox with a list popup): typing asks
 * `GET /api/cities?q=` once the typing pauses; Down and Up move through the
 * suggestions (opening them), Enter picks one, Escape closes them or else
 * clears the text, Tab leaves. Only a city picked from the list is a value:
 * editing the text forgets it.
 */
export function CityCombobox({
  label,
  value,
  onChange,
  error,
  search = searchCities,
}: {
  label: string;
  value: City | null;
  onChange: (city: City | null) => void;
  error?: string | undefined;
  search?: CitySearch;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value ? cityLine(value) : '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = text.trim();
    const timer = setTimeout(() => setQuery(value && text === cityLine(value) ? '' : q), CITY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const results = useQuery({
    queryKey: ['plan', 'cities', locale, query],
    queryFn: ({ signal }) => search(query, locale, signal),
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });
  const cities = query === '' ? [] : (results.data ?? []);
  const expanded = open && query !== '' && (cities.length > 0 || !results.isPending);

  const pick = (city: City) => {
    onChange(city);
    setText(cityLine(city));
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (cities.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !open || current < 0 ? (step === 1 ? 0 : cities.length - 1) : (current + step + cities.length) % cities.length,
      );
    } else if (event.key === 'Enter') {
      const city = expanded ? cities[active] : undefined;
      if (city) {
        event.preventDefault();
        pick(city);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        event.stopPropagation();
        setText('');
        onChange(null);
      }
    }
  };

  return (
    <div className={['field', 'plan-combobox', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame">
        <input
          id={id}
          className="field__control"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="plan-combobox__list" hidden={!expanded}>
        {expanded && cities.length === 0 ? (
          <li className="plan-combobox__empty" role="presentation">
            {intl.formatMessage({ id: 'plan.city.none' })}
          </li>
        ) : null}
        {expanded
          ? cities.map((city, index) => (
              <li
                key={city.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="plan-combobox__option"
                // Picks before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(city);
                }}
              >
                <span className="plan-combobox__name">{cityLine(city)}</span>
                <span className="plan-combobox__zone">{city.timeZone}</span>
              </li>
            ))
          : null}
      </ul>
      {error ? (
        <p id={errorId} className="field__error">
          <Icon name="alert" size={16} className="field__error-icon" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

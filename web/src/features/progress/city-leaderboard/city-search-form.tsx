import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import type { CityChoice } from '../api/progress.api';
import { readCitySearch, type CityField, type CityProblem } from './city-search.model';

/**
 * The search by city and country. Both are required and trimmed, by the
 * contract's own schema; a failed search says what is missing beside each
 * field and moves focus to the first one.
 */
export function CitySearchForm({ initial, onSearch }: { initial: CityChoice | undefined; onSearch: (choice: CityChoice) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CityChoice>(initial ?? { city: '', country: '' });
  const [problems, setProblems] = useState<Partial<Record<CityField, CityProblem>>>({});
  const [failedSearches, setFailedSearches] = useState(0);

  useEffect(() => {
    if (failedSearches > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSearches]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = readCitySearch(values);
    if (!search.ok) {
      setProblems(search.problems);
      setFailedSearches((n) => n + 1);
      return;
    }
    setProblems({});
    onSearch(search.choice);
  };

  const field = (name: CityField) => ({
    name,
    value: values[name],
    label: intl.formatMessage({ id: `progress.city.search.${name}` }),
    error: problems[name] ? intl.formatMessage({ id: `progress.city.search.${name}-${problems[name]}` }) : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    autoComplete: name === 'city' ? 'address-level2' : 'country-name',
  });

  return (
    <form ref={formRef} className="progress-card progress-search" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <h2 id={titleId} className="progress-section__title">
        <FormattedMessage id="progress.city.search.title" />
      </h2>
      <div className="progress-search__fields">
        <TextField {...field('city')} />
        <TextField {...field('country')} />
      </div>
      <Button type="submit" className="progress-search__submit">
        <FormattedMessage id="progress.city.search.submit" />
      </Button>
    </form>
  );
}

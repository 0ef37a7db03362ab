import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { City } from '../../../../../contracts/plans/cities.schemas';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { PlanMessages } from '../plan-messages';
import { MADRID, NEW_YORK, NEWARK } from '../testing/plan-fixtures';
import { CityCombobox, type CitySearch } from './city-combobox';

afterEach(cleanup);

function renderCombobox(search: CitySearch) {
  const picked: (City | null)[] = [];
  function Field() {
    const [city, setCity] = useState<City | null>(null);
    return (
      <CityCombobox
        label="Destination city"
        value={city}
        search={search}
        onChange={(next) => {
          picked.push(next);
          setCity(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider initialLocale="en">
        <PlanMessages>
          <Field />
        </PlanMessages>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { input: screen.getByRole('combobox', { name: 'Destination city' }), picked };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the city combobox', () => {
  it('asks the city list once the typing pauses, and shows city, country and time zone', async () => {
    const search = vi.fn<CitySearch>(async () => [NEW_YORK, NEWARK]);
    const { input } = renderCombobox(search);
    fireEvent.change(input, { target: { value: 'N' } });
    fireEvent.change(input, { target: { value: 'Ne' } });
    fireEvent.change(input, { target: { value: 'New' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('New');
    expect(options.map((option) => option.textContent)).toEqual([
      'New York, United StatesAmerica/New_York',
      'Newark, United StatesAmerica/New_York',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the suggestions with Down and Up (wrapping), picks with Enter and closes', async () => {
    const { input, picked } = renderCombobox(async () => [NEW_YORK, NEWARK, MADRID]);
    fireEvent.change(input, { target: { value: 'a' } });
    await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toContain('New York');
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)?.textContent).toContain('Newark');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)?.textContent).toContain('Madrid');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual([MADRID]);
    expect((input as HTMLInputElement).value).toBe('Madrid, Spain');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes the suggestions with Escape, then clears the text with a second Escape', async () => {
    const { input, picked } = renderCombobox(async () => [NEW_YORK]);
    fireEvent.change(input, { target: { value: 'New' } });
    await screen.findAllByRole('option', {}, { timeout: 3000 });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('New');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(picked).toEqual([null]);
  });

  it('forgets a picked city when its text is edited: only a city from the list is a value', async () => {
    const { input, picked } = renderCombobox(async () => [NEW_YORK]);
    fireEvent.change(input, { target: { value: 'New' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /New York/ }, { timeout: 3000 }));
    expect(picked).toEqual([NEW_YORK]);
    fireEvent.change(input, { target: { value: 'New York, United State' } });
    await waitFor(() => expect(picked).toEqual([NEW_YORK, null]));
  });

  it('says so when no city matches', async () => {
    const { input } = renderCombobox(async () => []);
    fireEvent.change(input, { target: { value: 'Xyzzy' } });
    expect(await screen.findByText('No city matches. Try another spelling.', {}, { timeout: 3000 })).toBeTruthy();
  });
});

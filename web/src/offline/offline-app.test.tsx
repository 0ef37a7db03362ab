import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import type { Locale } from '../i18n/locale';
import { serviceWorker } from '../testing/pwa-register';
import OfflineApp from './offline-app';

function renderIn(locale: Locale) {
  return render(
    <AppProviders queryClient={createQueryClient()} locale={locale}>
      <OfflineApp />
    </AppProviders>,
  );
}

describe('the update prompt', () => {
  beforeEach(() => {
    serviceWorker.updatesAsked = [];
  });
  afterEach(cleanup);

  it('offers a new version that waits, and Reload takes it', async () => {
    serviceWorker.newVersionWaits = true;
    renderIn('en');
    expect(await screen.findByText('A new version is ready')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(serviceWorker.updatesAsked).toEqual([true]);
  });

  it('speaks Spanish on a Spanish page', async () => {
    serviceWorker.newVersionWaits = true;
    renderIn('es');
    expect(await screen.findByText('Hay una versión nueva lista')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });

  it('shows nothing while the version running is the newest', () => {
    serviceWorker.newVersionWaits = false;
    renderIn('en');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Locale } from '../i18n/locale';
import { SessionProvider } from '../session';
import { createQueryClient } from './query-client';

/** Everything a page needs around it: data, language, toasts, the session. */
export function AppProviders({ children, queryClient, locale }: { children: ReactNode; queryClient?: QueryClient; locale?: Locale }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale={locale}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

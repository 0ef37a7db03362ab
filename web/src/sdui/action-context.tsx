import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Action } from '../../../contracts/sdui/actions.schema';
import { useToast } from '../components/ui/toast';
import { runAction, type ActionContext } from './action-registry';

const ActionContextReact = createContext<ActionContext | null>(null);

/** Gives blocks the means their actions need (router, toasts). */
export function ActionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const ctx = useMemo<ActionContext>(() => ({ navigate: (to) => void navigate(to), toast }), [navigate, toast]);
  return <ActionContextReact.Provider value={ctx}>{children}</ActionContextReact.Provider>;
}

/** Returns a function that runs an action with the surrounding screen's context. */
export function useRunAction(): (action: Action) => void {
  const ctx = useContext(ActionContextReact);
  const intl = useIntl();
  return useMemo(
    () => (action: Action) => {
      if (!ctx) throw new Error('useRunAction must be used inside <ActionProvider>');
      void Promise.resolve(runAction(action, ctx)).catch(() => {
        ctx.toast.show({ title: intl.formatMessage({ id: 'sdui.action.failed' }), tone: 'error' });
      });
    },
    [ctx, intl],
  );
}

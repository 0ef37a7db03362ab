import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Action } from '../../../contracts/sdui/actions.schema';
import { useToast } from '../components/ui/toast';
import { runAction, type ActionContext } from './action-registry';
import { reportBlockProblem } from './report';

const ActionContextReact = createContext<ActionContext | null>(null);

/** Gives blocks the means their actions need (router, toasts, screen refresh). */
export function ActionProvider({ refresh, screenId, children }: { refresh: () => void; screenId: string; children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const ctx = useMemo<ActionContext>(
    () => ({
      navigate: (to) => void navigate(to),
      toast,
      refresh,
      unavailable: (what) => {
        reportBlockProblem({ screenId, blockId: 'action', type: 'action', v: 0, reason: 'unknown-action', action: what });
        toast.show({ title: intl.formatMessage({ id: 'sdui.action.unavailable' }), tone: 'error' });
      },
    }),
    [navigate, toast, refresh, intl, screenId],
  );
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

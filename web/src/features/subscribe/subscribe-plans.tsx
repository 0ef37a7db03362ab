import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan, PlanId } from '../../../../contracts/subscriptions';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { useToast } from '../../components/ui/toast';
import { BillingMessages, billingProblem, createTrial, goTo, PaymentUnavailable, PlanCard, usePlans } from '../billing';
import { InviteCodeDialog } from './invite-code-dialog';

/**
 * The plans of `/subscribe` for a signed-in traveller (spec 1 §2 "Subscribe"):
 * monthly and annual from `GET /api/plans`, the trial steps and the invite
 * code dialog. Choosing a plan asks for the checkout address and the browser
 * goes there; a failure says so in a toast and leaves the plans as they were.
 */
export function SubscribePlans() {
  return (
    <BillingMessages>
      <Plans />
    </BillingMessages>
  );
}

function Plans() {
  const intl = useIntl();
  const toast = useToast();
  const plans = usePlans();
  const titleId = useId();
  const stepsId = useId();
  const [inviteOpen, setInviteOpen] = useState(false);
  const choose = useMutation({
    mutationFn: createTrial,
    onSuccess: (url) => goTo(url),
    onError: (error) =>
      toast.show({
        title: intl.formatMessage({ id: 'subscribe.error.title' }),
        description: billingProblem(intl, error, intl.formatMessage({ id: 'subscribe.error.initialize' })),
        tone: 'error',
      }),
  });
  const busy = choose.isPending || choose.isSuccess;

  return (
    <div className="subscribe-plans">
      <section aria-labelledby={titleId} className="subscribe-plans__section">
        <h2 id={titleId} className="subscribe-plans__title">
          <FormattedMessage id="subscribe.plans.title" />
        </h2>
        {plans.isPending ? null : plans.isError ? (
          <FormAlert>
            <p>
              <FormattedMessage id="billing.load-failed" />
            </p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              <FormattedMessage id="billing.retry" />
            </Button>
          </FormAlert>
        ) : plans.data.billing === 'off' ? (
          <PaymentUnavailable />
        ) : (
          <ul className="subscribe-plans__list">
            {plans.data.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan}>
                <ChooseButton
                  plan={plan}
                  busy={busy}
                  choosing={choose.isPending && choose.variables === plan.id}
                  onChoose={(id) => choose.mutate(id)}
                />
              </PlanCard>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={stepsId} className="subscribe-plans__section">
        <h2 id={stepsId} className="subscribe-plans__title">
          <FormattedMessage id="subscribe.steps.title" />
        </h2>
        <ol className="subscribe-steps">
          <li>
            <FormattedMessage id="subscribe.steps.one" />
          </li>
          <li>
            <FormattedMessage id="subscribe.steps.two" />
          </li>
          <li>
            <FormattedMessage id="subscribe.steps.three" />
          </li>
        </ol>
      </section>
      <div>
        <Button variant="link" onClick={() => setInviteOpen(true)}>
          <FormattedMessage id="subscribe.invite.open" />
        </Button>
      </div>
      {inviteOpen ? <InviteCodeDialog onClose={() => setInviteOpen(false)} /> : null}
    </div>
  );
}

function ChooseButton({
  plan,
  busy,
  choosing,
  onChoose,
}: {
  plan: Plan;
  busy: boolean;
  choosing: boolean;
  onChoose: (id: PlanId) => void;
}) {
  const intl = useIntl();
  return (
    <Button
      size="lg"
      block
      variant={plan.bestValue ? 'primary' : 'secondary'}
      disabled={busy}
      aria-busy={choosing || undefined}
      aria-label={choosing ? undefined : intl.formatMessage({ id: `subscribe.plans.choose-${plan.id}` })}
      onClick={() => onChoose(plan.id)}
    >
      <FormattedMessage id={choosing ? 'subscribe.plans.opening' : 'subscribe.plans.choose'} />
    </Button>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import type { TestCheckout } from '../../../../contracts/subscriptions';
import { useDocumentMeta } from '../../app/document-meta';
import { PageLoading } from '../../app/page-loading';
import { Button, LinkButton } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { useSession } from '../../session';
import { billingKeys, cancelTestCheckout, confirmTestCheckout, getTestCheckout, goTo } from './api/billing.api';
import { billingProblem, formatMoney, planPrice, trialThen } from './billing-format';
import { BillingMessages } from './billing-messages';
import { TestModeNotice } from './components/test-mode-notice';
import './billing.css';

/**
 * `/billing/checkout/:id`: the local billing adapter's test checkout
 * (DECISIONS.md "Offline billing by default"), where
 * `POST /api/create-trial-subscription` sends the browser. It says plainly
 * that it is a test; Stripe's test cards decide the outcome on the server.
 * Paying or leaving goes wherever the server answers (the checkout return at
 * /app); a refused card stays here with the server's reason beside the form.
 */
export default function CheckoutPage() {
  return (
    <BillingMessages>
      <Checkout />
    </BillingMessages>
  );
}

function Checkout() {
  const intl = useIntl();
  const { status } = useSession();
  const { id = '' } = useParams();
  useDocumentMeta(intl.formatMessage({ id: 'billing.checkout.document-title' }));
  const checkout = useQuery({
    queryKey: billingKeys.checkout(id),
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    enabled: status === 'signed-in' && id !== '',
  });

  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  if (status === 'loading' || checkout.isPending) return <PageLoading />;

  return (
    <main id="main" tabIndex={-1} className="page billing-page">
      <Container width="narrow" className="billing-page__inner">
        <TestModeNotice messageId="billing.checkout.test-notice" />
        <h1 className="billing-page__title">
          <FormattedMessage id="billing.checkout.title" />
        </h1>
        {checkout.isError ? (
          <FormAlert>
            <p>{billingProblem(intl, checkout.error, intl.formatMessage({ id: 'billing.load-failed' }))}</p>
            <LinkButton to="/subscribe" variant="secondary">
              <FormattedMessage id="billing.checkout.back-to-plans" />
            </LinkButton>
          </FormAlert>
        ) : checkout.data.status !== 'open' ? (
          <FormAlert>
            <p>
              <FormattedMessage id="billing.checkout.closed" />
            </p>
            <LinkButton to="/subscribe" variant="secondary">
              <FormattedMessage id="billing.checkout.back-to-plans" />
            </LinkButton>
          </FormAlert>
        ) : (
          <div className="billing-checkout">
            <PlanSummary checkout={checkout.data} />
            <CardForm checkout={checkout.data} />
          </div>
        )}
      </Container>
    </main>
  );
}

function PlanSummary({ checkout }: { checkout: TestCheckout }) {
  const intl = useIntl();
  const { plan } = checkout;
  const titleId = useId();
  return (
    <section className="billing-card billing-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="billing-card__eyebrow">
        <FormattedMessage id="billing.checkout.summary" />
      </h2>
      <p className="billing-summary__plan">
        <FormattedMessage id={`billing.plan.${plan.id}`} />
      </p>
      <p className="billing-summary__price">{planPrice(intl, plan)}</p>
      <p className="billing-summary__trial">{trialThen(intl, plan)}</p>
      {checkout.email ? <p className="billing-summary__email">{checkout.email}</p> : null}
      <dl className="billing-summary__today">
        <dt>
          <FormattedMessage id="billing.checkout.today-label" />
        </dt>
        <dd>{formatMoney(intl, 0, plan.currency)}</dd>
      </dl>
      <p className="billing-summary__note">
        <FormattedMessage id="billing.checkout.today-note" />
      </p>
    </section>
  );
}

interface CardFields {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

type FieldErrors = Partial<Record<keyof CardFields, string>>;

function validate(fields: CardFields): FieldErrors {
  const errors: FieldErrors = {};
  const month = Number(fields.expiryMonth);
  if (fields.cardNumber.replace(/\D/g, '').length < 12) errors.cardNumber = 'billing.checkout.card-number-required';
  if (!/^\d{1,2}$/.test(fields.expiryMonth.trim()) || month < 1 || month > 12) errors.expiryMonth = 'billing.checkout.expiry-month-invalid';
  if (!/^\d{4}$/.test(fields.expiryYear.trim())) errors.expiryYear = 'billing.checkout.expiry-year-invalid';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'billing.checkout.cvc-invalid';
  return errors;
}

function CardForm({ checkout }: { checkout: TestCheckout }) {
  const intl = useIntl();
  const legendId = useId();
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiryMonth: '', expiryYear: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const pay = useMutation({
    mutationFn: (card: CardFields) =>
      confirmTestCheckout(checkout.id, {
        cardNumber: card.cardNumber.trim(),
        expiryMonth: Number(card.expiryMonth),
        expiryYear: Number(card.expiryYear),
        cvc: card.cvc.trim(),
      }),
    onSuccess: (reply) => goTo(reply.redirectUrl),
  });
  const leave = useMutation({
    mutationFn: () => cancelTestCheckout(checkout.id),
    onSuccess: (reply) => goTo(reply.redirectUrl),
  });
  const busy = pay.isPending || leave.isPending || pay.isSuccess || leave.isSuccess;
  const change = (name: keyof CardFields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [name]: event.target.value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) pay.mutate(fields);
  };
  const message = (key: keyof CardFields) => (errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined);
  const failure = pay.isError
    ? billingProblem(intl, pay.error, intl.formatMessage({ id: 'billing.checkout.failed' }))
    : leave.isError
      ? billingProblem(intl, leave.error, intl.formatMessage({ id: 'billing.checkout.failed' }))
      : undefined;

  return (
    <form className="billing-card billing-form" aria-labelledby={legendId} noValidate onSubmit={submit}>
      <h2 id={legendId} className="billing-card__eyebrow">
        <FormattedMessage id="billing.checkout.card-legend" />
      </h2>
      <div className="billing-form__hint" role="note">
        <p className="billing-form__hint-title">
          <FormattedMessage id="billing.checkout.hint-title" />
        </p>
        <ul>
          <li>
            <FormattedMessage id="billing.checkout.hint-success" />
          </li>
          <li>
            <FormattedMessage id="billing.checkout.hint-declined" />
          </li>
          <li>
            <FormattedMessage id="billing.checkout.hint-first-charge" />
          </li>
        </ul>
        <p>
          <FormattedMessage id="billing.checkout.hint-rest" />
        </p>
      </div>
      {failure ? (
        <FormAlert>
          <p>{failure}</p>
          <p>
            <FormattedMessage id="billing.checkout.nothing-charged" />
          </p>
        </FormAlert>
      ) : null}
      <TextField
        name="cardNumber"
        label={<FormattedMessage id="billing.checkout.card-number" />}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={fields.cardNumber}
        onChange={change('cardNumber')}
        error={message('cardNumber')}
        disabled={busy}
      />
      <div className="billing-form__row">
        <TextField
          name="expiryMonth"
          label={<FormattedMessage id="billing.checkout.expiry-month" />}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="12"
          maxLength={2}
          value={fields.expiryMonth}
          onChange={change('expiryMonth')}
          error={message('expiryMonth')}
          disabled={busy}
        />
        <TextField
          name="expiryYear"
          label={<FormattedMessage id="billing.checkout.expiry-year" />}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder={String(new Date().getFullYear() + 2)}
          maxLength={4}
          value={fields.expiryYear}
          onChange={change('expiryYear')}
          error={message('expiryYear')}
          disabled={busy}
        />
        <TextField
          name="cvc"
          label={<FormattedMessage id="billing.checkout.cvc" />}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={fields.cvc}
          onChange={change('cvc')}
          error={message('cvc')}
          disabled={busy}
        />
      </div>
      <div className="billing-form__actions">
        <Button type="submit" size="lg" block disabled={busy} aria-busy={pay.isPending || undefined}>
          {pay.isPending ? (
            <FormattedMessage id="billing.checkout.paying" />
          ) : (
            <FormattedMessage id="billing.checkout.pay" values={{ amount: formatMoney(intl, 0, checkout.plan.currency) }} />
          )}
        </Button>
        <Button variant="ghost" block disabled={busy} aria-busy={leave.isPending || undefined} onClick={() => leave.mutate()}>
          <FormattedMessage id={leave.isPending ? 'billing.checkout.cancelling' : 'billing.checkout.cancel'} />
        </Button>
      </div>
    </form>
  );
}

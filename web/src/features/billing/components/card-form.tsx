import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TestCard } from '../../../../../contracts/subscriptions';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { billingProblem, formatMoney } from '../billing-format';

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

export interface CardFormProps {
  /** The currency of the plan: what is due today (nothing) is shown in it. */
  currency: string;
  /** Pays with the card (the test checkout's confirmation, and whatever the page does around it); a rejection is shown beside the form. */
  pay: (card: TestCard) => Promise<void>;
  /** Leaving without paying, where there is a checkout to leave. */
  leave?: () => Promise<void>;
}

/**
 * The local billing adapter's card form (DECISIONS.md "Offline billing by
 * default"), shared by the test checkout page and the paywall's card tab:
 * Stripe's test cards listed beside it, each field checked before anything is
 * sent, and the server's reason for a refused card shown with "Nothing was
 * charged". Once paid or left it stays disabled while the page moves on.
 */
export function CardForm({ currency, pay, leave }: CardFormProps) {
  const intl = useIntl();
  const legendId = useId();
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiryMonth: '', expiryYear: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const paying = useMutation({
    mutationFn: (card: CardFields) =>
      pay({
        cardNumber: card.cardNumber.trim(),
        expiryMonth: Number(card.expiryMonth),
        expiryYear: Number(card.expiryYear),
        cvc: card.cvc.trim(),
      }),
  });
  const leaving = useMutation({ mutationFn: async () => leave?.() });
  const busy = paying.isPending || leaving.isPending || paying.isSuccess || leaving.isSuccess;
  const change = (name: keyof CardFields) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [name]: event.target.value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) paying.mutate(fields);
  };
  const message = (key: keyof CardFields) => (errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined);
  const failed = paying.isError ? paying.error : leaving.isError ? leaving.error : undefined;
  const failure = failed ? billingProblem(intl, failed, intl.formatMessage({ id: 'billing.checkout.failed' })) : undefined;

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
        <Button type="submit" size="lg" block disabled={busy} aria-busy={paying.isPending || undefined}>
          {paying.isPending ? (
            <FormattedMessage id="billing.checkout.paying" />
          ) : (
            <FormattedMessage id="billing.checkout.pay" values={{ amount: formatMoney(intl, 0, currency) }} />
          )}
        </Button>
        {leave ? (
          <Button variant="ghost" block disabled={busy} aria-busy={leaving.isPending || undefined} onClick={() => leaving.mutate()}>
            <FormattedMessage id={leaving.isPending ? 'billing.checkout.cancelling' : 'billing.checkout.cancel'} />
          </Button>
        ) : null}
      </div>
    </form>
  );
}

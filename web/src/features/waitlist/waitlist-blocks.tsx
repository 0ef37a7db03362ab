import { useId, useState, type FormEvent } from 'react';
import { track } from '../../analytics';
import { useHydrated } from '../../app/use-hydrated';
import { EmailSchema } from '../../../../contracts/accounts/accounts.schemas';
import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { Icon } from '../../components/ui/icon';
import { Container } from '../../components/ui/layout';
import { useToast } from '../../components/ui/toast';
import { useLocale } from '../../i18n/use-locale';
import type { BlockRendererProps } from '../../sdui/block-registry.types';
import { CtaWithArrow } from '../../sdui/cta-view';
import { useJoinWaitlist } from './api/waitlist.api';
import { downloadFile } from './download-file';
import './waitlist.css';

/**
 * The landing page's guide offer and waitlist sign-up (spec 2 §2, §7;
 * features/landing/waitlist.feature). Loaded lazily: they sit near the end
 * of the page, so its first paint never waits for them.
 */

/** guide-offer@1: what the hotel workouts guide holds, and the way to the sign-up. */
export function GuideOfferBlock({ props, block }: BlockRendererProps<BlockProps<'guide-offer', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--light guide-offer" aria-labelledby={titleId}>
      <Container className="guide-offer__inner">
        <div>
          <p className="eyebrow">{props.eyebrow}</p>
          <h2 id={titleId} className="guide-offer__title">
            {props.title}
          </h2>
          <p className="guide-offer__body">{props.body}</p>
          <ul className="guide-offer__list">
            {props.workouts.map((workout) => (
              <li key={workout.text}>
                <span className="icon-badge">
                  <Icon name={workout.icon} size={20} />
                </span>
                {workout.text}
              </li>
            ))}
          </ul>
          <CtaWithArrow cta={props.cta} size="lg" />
        </div>
        <div className="guide-offer__cover" aria-hidden="true">
          <span className="guide-offer__cover-brand">TravelFit</span>
          <span className="guide-offer__cover-title">PDF</span>
          <span className="guide-offer__cover-icons">
            {props.workouts.map((workout) => (
              <Icon key={workout.text} name={workout.icon} size={28} />
            ))}
          </span>
        </div>
      </Container>
    </section>
  );
}

/** waitlist-signup@1: the e-mail form; success downloads the guide, failure says so in a destructive toast. */
export function WaitlistSignupBlock({ props, block }: BlockRendererProps<BlockProps<'waitlist-signup', 1>>) {
  const titleId = `${block.id}-title`;
  const privacyId = useId();
  const toast = useToast();
  const { locale } = useLocale();
  const join = useJoinWaitlist();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    join.mutate(
      { email: parsed.data, locale },
      {
        onSuccess: ({ pdfUrl }) => {
          downloadFile(pdfUrl);
          track('waitlist_signup');
          toast.show({ title: props.success.title, description: props.success.body, tone: 'success' });
          setEmail('');
        },
        onError: () => toast.show({ title: props.failure, tone: 'error' }),
      },
    );
  };

  return (
    <section className="band band--tint waitlist" aria-labelledby={titleId}>
      <Container width="narrow">
        <div className="waitlist__card">
          <h2 id={titleId} className="waitlist__title">
            {props.title}
          </h2>
          <p className="waitlist__body">{props.body}</p>
          <form className="waitlist__form" onSubmit={submit} noValidate aria-describedby={privacyId}>
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              label={props.label}
              placeholder={props.placeholder}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid) setInvalid(false);
              }}
              {...(invalid ? { error: props.invalid } : {})}
              className="waitlist__field"
              disabled={!hydrated}
            />
            <Button type="submit" size="lg" disabled={!hydrated || join.isPending} className="waitlist__submit">
              {join.isPending ? props.pending : props.submit}
            </Button>
          </form>
          <p id={privacyId} className="waitlist__privacy">
            <Icon name="check" size={16} />
            {props.privacy}
          </p>
        </div>
      </Container>
    </section>
  );
}

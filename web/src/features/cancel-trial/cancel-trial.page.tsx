import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { HttpError } from '../../api/api-client';
import { useDocumentMeta } from '../../app/document-meta';
import { Button, LinkButton } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { Container } from '../../components/ui/layout';
import { cancelTrialByLink } from './api/cancel-trial.api';
import { CancelTrialMessages } from './cancel-trial-messages';
import './cancel-trial.css';

/**
 * `/billing/cancel-trial?token=…`: where the trial reminder e-mail's link
 * lands (ADR 0026). No sign-in: one button cancels the trial the link was made
 * for, then the page says Pro remains until the trial ends. Opening the page
 * changes nothing (mail scanners follow links); only the button does.
 */
export default function CancelTrialPage() {
  return (
    <CancelTrialMessages>
      <CancelTrial />
    </CancelTrialMessages>
  );
}

function CancelTrial() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'cancelTrial.page.document-title' }));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const cancel = useMutation({ mutationFn: () => cancelTrialByLink(token) });
  // A refused link (used, expired, made up) is a 4xx; anything else is worth trying again.
  const invalid = token === '' || (cancel.error instanceof HttpError && cancel.error.status >= 400 && cancel.error.status < 500);

  return (
    <main id="main" tabIndex={-1} className="page cancel-trial-page">
      <Container width="narrow" className="cancel-trial-page__inner">
        <h1 className="cancel-trial-page__title">
          <FormattedMessage id={cancel.isSuccess ? 'cancelTrial.page.done-title' : 'cancelTrial.page.title'} />
        </h1>
        <section className="cancel-trial-card" aria-live="polite">
          {cancel.isSuccess ? (
            <>
              <p>
                <FormattedMessage
                  id="cancelTrial.page.done-body"
                  values={{ date: intl.formatDate(cancel.data.accessEndsAt, { day: 'numeric', month: 'long', year: 'numeric' }) }}
                />
              </p>
              <div className="cancel-trial-card__actions">
                <LinkButton to="/" size="lg">
                  <FormattedMessage id="cancelTrial.page.home" />
                </LinkButton>
              </div>
            </>
          ) : invalid ? (
            <>
              <FormAlert>
                <p>
                  <FormattedMessage id="cancelTrial.page.invalid" />
                </p>
              </FormAlert>
              <div className="cancel-trial-card__actions">
                <LinkButton to="/profile" variant="secondary">
                  <FormattedMessage id="cancelTrial.page.profile" />
                </LinkButton>
              </div>
            </>
          ) : (
            <>
              <p>
                <FormattedMessage id="cancelTrial.page.intro" />
              </p>
              {cancel.isError && (
                <FormAlert>
                  <p>
                    <FormattedMessage id="cancelTrial.page.failed" />
                  </p>
                </FormAlert>
              )}
              <div className="cancel-trial-card__actions">
                <Button size="lg" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                  <FormattedMessage id={cancel.isPending ? 'cancelTrial.page.cancelling' : 'cancelTrial.page.button'} />
                </Button>
              </div>
            </>
          )}
        </section>
      </Container>
    </main>
  );
}

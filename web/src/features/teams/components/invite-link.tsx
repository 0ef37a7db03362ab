import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Team } from '../../../../../contracts/community/teams.schemas';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';

/** The team's invite link (DECISIONS.md "Teams": `/teams?join=<id>`), on this site's own origin. */
export function inviteLinkOf(teamId: string): string {
  return `${window.location.origin}/teams?join=${encodeURIComponent(teamId)}`;
}

/**
 * The invite link, shown in full (it can be selected and copied by hand) with
 * a button that copies it. Where the browser refuses the clipboard, the link
 * is selected and the traveller is told to copy it themself.
 */
export function InviteLink({ team }: { team: Team }) {
  const intl = useIntl();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const link = inviteLinkOf(team.id);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.show({ title: intl.formatMessage({ id: 'teams.invite.copied' }), tone: 'success' });
    } catch {
      inputRef.current?.select();
      toast.show({ title: intl.formatMessage({ id: 'teams.invite.copy-failed' }), tone: 'info' });
    }
  };

  return (
    <section className="teams-invite" aria-labelledby={titleId}>
      <h3 id={titleId} className="teams-section__title">
        <FormattedMessage id="teams.invite.title" />
      </h3>
      <p className="teams-muted">
        <FormattedMessage id="teams.invite.body" />
      </p>
      <div className="teams-invite__row">
        <input
          ref={inputRef}
          className="field__control teams-invite__link"
          readOnly
          value={link}
          aria-label={intl.formatMessage({ id: 'teams.invite.label' }, { name: team.name })}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage id="teams.invite.copy" />
        </Button>
      </div>
    </section>
  );
}

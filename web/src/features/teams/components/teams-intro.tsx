import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../components/ui/button';
import { useTeamDetails } from '../api/teams.api';

/** Where sign-in and sign-up send the traveller back to: this page, with the invite it was opened with. */
function comeBackTo(joinId: string | undefined): string {
  return encodeURIComponent(joinId ? `/teams?join=${encodeURIComponent(joinId)}` : '/teams');
}

/**
 * What a traveller without an account sees at /teams (teams are for
 * registered travellers, spec 2 §1): what a team is, and a way to sign up or
 * sign in that comes back here. Opened from an invite link, it names the team
 * and, once they are signed in, the page joins it.
 */
export function TeamsIntro({ joinId }: { joinId: string | undefined }) {
  const intl = useIntl();
  const titleId = useId();
  const invited = useTeamDetails(joinId);
  const back = comeBackTo(joinId);
  const team = invited.data?.team;
  return (
    <section className="teams-intro" aria-labelledby={titleId}>
      <h2 id={titleId} className="teams-intro__title">
        {joinId === undefined ? (
          <FormattedMessage id="teams.anonymous.title" />
        ) : team ? (
          <FormattedMessage id="teams.invited.title" values={{ emoji: team.emoji, name: team.name }} />
        ) : (
          <FormattedMessage id="teams.invited.title-unknown" />
        )}
      </h2>
      <p>
        <FormattedMessage id={joinId === undefined ? 'teams.anonymous.body' : 'teams.invited.body'} />
      </p>
      <ul className="teams-intro__points">
        {['create', 'invite', 'score'].map((point) => (
          <li key={point}>{intl.formatMessage({ id: `teams.anonymous.point.${point}` })}</li>
        ))}
      </ul>
      <p className="teams-muted">
        <FormattedMessage id="teams.anonymous.note" />
      </p>
      <div className="teams-actions">
        <LinkButton to={`/register?next=${back}`}>
          <FormattedMessage id="teams.anonymous.sign-up" />
        </LinkButton>
        <LinkButton to={`/auth?next=${back}`} variant="secondary">
          <FormattedMessage id="teams.anonymous.sign-in" />
        </LinkButton>
      </div>
    </section>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import type { Team } from '../../../../../contracts/community/teams.schemas';
import { Button } from '../../../components/ui/button';

/**
 * One of the traveller's teams (spec 2 §2: emoji, name, description or "No
 * description", currentMembers/maxMembers, total points, created date). Its
 * button opens the team's details.
 */
export function TeamCard({ team, onOpen }: { team: Team; onOpen: () => void }) {
  return (
    <article className="teams-card" aria-labelledby={`team-${team.id}`}>
      <p className="teams-card__emoji" aria-hidden="true">
        {team.emoji}
      </p>
      <div className="teams-card__body">
        <h3 id={`team-${team.id}`} className="teams-card__name">
          {team.name}
        </h3>
        <p className={team.description ? 'teams-card__description' : 'teams-card__description teams-muted'}>
          {team.description ?? <FormattedMessage id="teams.card.no-description" />}
        </p>
        <TeamFacts team={team} />
        {team.yourRole === 'admin' ? (
          <p className="teams-badge">
            <span aria-hidden="true">👑</span> <FormattedMessage id="teams.card.your-role" />
          </p>
        ) : null}
      </div>
      <Button variant="secondary" size="sm" className="teams-card__open" onClick={onOpen}>
        <FormattedMessage id="teams.card.open" values={{ name: team.name }} />
      </Button>
    </article>
  );
}

/** Members, points and the day it was created, in one wrapping row. */
export function TeamFacts({ team }: { team: Team }) {
  const intl = useIntl();
  return (
    <ul className="teams-facts">
      <li>
        <FormattedMessage id="teams.card.members" values={{ current: team.currentMembers, max: team.maxMembers }} />
      </li>
      <li>
        <FormattedMessage id="teams.card.points" values={{ count: team.totalPoints }} />
      </li>
      <li>
        <FormattedMessage id="teams.card.created" values={{ date: intl.formatDate(team.createdAt, { dateStyle: 'medium' }) }} />
      </li>
    </ul>
  );
}

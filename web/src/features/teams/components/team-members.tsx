import { FormattedMessage, useIntl } from 'react-intl';
import type { TeamMember } from '../../../../../contracts/community/teams.schemas';
import { Button } from '../../../components/ui/button';

/**
 * The members of a team (spec 2 §2 Team Details): the admin wears a crown;
 * each is shown by their public name ("Traveler-" and four characters) with
 * their role and the points they contributed since joining. The viewer's own
 * row is marked "you"; the admin may remove anyone but themself.
 */
export function TeamMembers({
  members,
  canRemove,
  onRemove,
  labelledBy,
}: {
  members: TeamMember[];
  canRemove: boolean;
  onRemove: (member: TeamMember) => void;
  /** The id of the heading that names the list. */
  labelledBy: string;
}) {
  const intl = useIntl();
  if (members.length === 0) {
    return (
      <p className="teams-muted">
        <FormattedMessage id="teams.members.empty" />
      </p>
    );
  }
  return (
    <ul className="teams-members" aria-labelledby={labelledBy}>
      {members.map((member) => (
        <li key={member.userId} className="teams-member" aria-current={member.you ? 'true' : undefined}>
          <span className="teams-member__crown">
            {member.role === 'admin' ? (
              <span role="img" aria-label={intl.formatMessage({ id: 'teams.role.admin' })}>
                👑
              </span>
            ) : null}
          </span>
          <span className="teams-member__who">
            <span className="teams-member__name">{member.label}</span>
            {member.you ? (
              <>
                {' '}
                <span className="teams-you">{intl.formatMessage({ id: 'teams.you' })}</span>
              </>
            ) : null}
            <span className="teams-member__role">
              <FormattedMessage id={`teams.role.${member.role}`} />
            </span>
          </span>
          <span className="teams-member__points">
            <FormattedMessage id="teams.member.points" values={{ count: member.pointsContributed }} />
          </span>
          {canRemove && !member.you ? (
            <Button
              variant="ghost"
              size="sm"
              className="teams-member__remove"
              aria-label={intl.formatMessage({ id: 'teams.member.remove-label' }, { name: member.label })}
              onClick={() => onRemove(member)}
            >
              <FormattedMessage id="teams.member.remove" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

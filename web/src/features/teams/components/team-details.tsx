import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Team, TeamMember } from '../../../../../contracts/community/teams.schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useLeaveTeam, useRemoveMember, useTeamDetails, useUpdateTeam } from '../api/teams.api';
import type { TeamFormBody } from '../team-form.model';
import { teamProblem } from '../team-problem';
import { InviteLink } from './invite-link';
import { TeamFacts } from './team-card';
import { TeamFormDialog } from './team-form-dialog';
import { TeamMembers } from './team-members';
import { LoadError, Loading } from './team-states';

type Dialog = { kind: 'edit' } | { kind: 'leave' } | { kind: 'remove'; member: TeamMember } | undefined;

/**
 * Team Details (spec 2 §2): the team, its invite link and its members. The
 * admin edits the team and removes members; a member leaves. Each change asks
 * first (or opens its form), then says how it went.
 */
export function TeamDetails({ teamId, onLeft }: { teamId: string; onLeft: () => void }) {
  const intl = useIntl();
  const details = useTeamDetails(teamId);
  if (details.isPending) return <Loading label={intl.formatMessage({ id: 'teams.details.loading' })} />;
  if (details.isError) return <LoadError messageId="teams.details.error" onRetry={() => void details.refetch()} />;
  return <TeamView team={details.data.team} members={details.data.members} onLeft={onLeft} />;
}

function TeamView({ team, members, onLeft }: { team: Team; members: TeamMember[]; onLeft: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const membersTitleId = useId();
  const [dialog, setDialog] = useState<Dialog>();
  const update = useUpdateTeam();
  const remove = useRemoveMember();
  const leave = useLeaveTeam();
  const isAdmin = team.yourRole === 'admin';
  const isMember = team.yourRole !== null;

  const failed = (error: unknown, fallbackId: string) =>
    toast.show({ title: intl.formatMessage({ id: 'teams.error' }), description: teamProblem(intl, error, fallbackId), tone: 'error' });

  const save = (body: TeamFormBody) =>
    update.mutate(
      { teamId: team.id, changes: body },
      {
        onSuccess: () => {
          setDialog(undefined);
          toast.show({ title: intl.formatMessage({ id: 'teams.edit.success' }), tone: 'success' });
        },
        onError: (error) => failed(error, 'teams.edit.failed'),
      },
    );

  const removeMember = (member: TeamMember) =>
    remove.mutate(
      { teamId: team.id, userId: member.userId },
      {
        onSuccess: () => toast.show({ title: intl.formatMessage({ id: 'teams.remove.success' }, { name: member.label }), tone: 'success' }),
        onError: (error) => failed(error, 'teams.remove.failed'),
        onSettled: () => setDialog(undefined),
      },
    );

  const leaveTeam = () =>
    leave.mutate(team.id, {
      onSuccess: () => {
        setDialog(undefined);
        toast.show({ title: intl.formatMessage({ id: 'teams.leave.success' }, { name: team.name }), tone: 'success' });
        onLeft();
      },
      onError: (error) => {
        setDialog(undefined);
        failed(error, 'teams.leave.failed');
      },
    });

  const leaveBody =
    team.currentMembers <= 1
      ? 'teams.leave.body-last'
      : isAdmin && members.filter((m) => m.role === 'admin').length <= 1
        ? 'teams.leave.body-admin'
        : 'teams.leave.body';

  return (
    <article className="teams-details" aria-labelledby={titleId}>
      <header className="teams-details__header">
        <p className="teams-card__emoji" aria-hidden="true">
          {team.emoji}
        </p>
        <div className="teams-card__body">
          <h2 id={titleId} className="teams-details__name">
            {team.name}
          </h2>
          <p className={team.description ? 'teams-card__description' : 'teams-card__description teams-muted'}>
            {team.description ?? <FormattedMessage id="teams.card.no-description" />}
          </p>
          <TeamFacts team={team} />
        </div>
      </header>

      {isMember ? <InviteLink team={team} /> : null}

      <section aria-labelledby={membersTitleId} className="teams-details__members">
        <h3 id={membersTitleId} className="teams-section__title">
          <FormattedMessage id="teams.members.title" />
        </h3>
        <TeamMembers
          labelledBy={membersTitleId}
          members={members}
          canRemove={isAdmin}
          onRemove={(member) => setDialog({ kind: 'remove', member })}
        />
      </section>

      {isMember ? (
        <div className="teams-actions">
          {isAdmin ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'edit' })}>
              <FormattedMessage id="teams.edit.open" />
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setDialog({ kind: 'leave' })}>
            <FormattedMessage id="teams.leave.open" />
          </Button>
        </div>
      ) : null}

      {dialog?.kind === 'edit' ? (
        <TeamFormDialog
          mode="edit"
          title={intl.formatMessage({ id: 'teams.edit.title' }, { name: team.name })}
          initial={{ name: team.name, emoji: team.emoji, description: team.description ?? '' }}
          pending={update.isPending}
          onSubmit={save}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'leave' ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'teams.leave.title' }, { name: team.name })}
          body={intl.formatMessage({ id: leaveBody })}
          confirm={intl.formatMessage({ id: leave.isPending ? 'teams.leave.leaving' : 'teams.leave.confirm' })}
          keep={intl.formatMessage({ id: 'teams.leave.keep' })}
          pending={leave.isPending}
          onConfirm={leaveTeam}
          onKeep={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'teams.remove.title' }, { name: dialog.member.label })}
          body={intl.formatMessage({ id: 'teams.remove.body' })}
          confirm={intl.formatMessage({ id: remove.isPending ? 'teams.remove.removing' : 'teams.remove.confirm' })}
          keep={intl.formatMessage({ id: 'teams.remove.keep' })}
          pending={remove.isPending}
          onConfirm={() => removeMember(dialog.member)}
          onKeep={() => setDialog(undefined)}
        />
      ) : null}
    </article>
  );
}

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import { PageLoading } from '../../app/page-loading';
import { AppPage } from '../../components/ui/app-page';
import { Button } from '../../components/ui/button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../session';
import { useCreateTeam, useJoinTeam, useUserTeams } from './api/teams.api';
import { TeamCard } from './components/team-card';
import { TeamDetails } from './components/team-details';
import { TeamFormDialog } from './components/team-form-dialog';
import { EmptyState, LoadError, Loading } from './components/team-states';
import { TeamsIntro } from './components/teams-intro';
import { NEW_TEAM, type TeamFormBody } from './team-form.model';
import { teamProblem } from './team-problem';
import { TeamsMessages } from './teams-messages';
import './teams.css';

type TeamsTab = 'mine' | 'details';

/**
 * `/teams` (spec 2 §2 Teams; DECISIONS.md "Teams"): a registered traveller's
 * teams (My Teams) and one team's members (Team Details), a Create Team
 * dialog, and the invite link `/teams?join=<id>`, which joins the team once the
 * traveller is signed in (sign-in and sign-up come back here with it).
 * Everyone else sees what teams are and is invited to sign up. The tab and the
 * chosen team live in the address (`?tab=details&team=<id>`).
 */
export default function TeamsPage() {
  return (
    <TeamsMessages>
      <Teams />
    </TeamsMessages>
  );
}

function Teams() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'teams.document-title' }));
  const session = useSession();
  const [params] = useSearchParams();
  const joinId = params.get('join') ?? undefined;

  if (session.status === 'loading') return <PageLoading />;
  return (
    <AppPage area="teams" glow="amber">
      {session.status === 'signed-in' ? <MyTeams joinId={joinId} /> : <TeamsIntro joinId={joinId} />}
    </AppPage>
  );
}

function MyTeams({ joinId }: { joinId: string | undefined }) {
  const intl = useIntl();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const tab: TeamsTab = params.get('tab') === 'details' ? 'details' : 'mine';
  const selected = params.get('team') ?? undefined;
  const teams = useUserTeams(true);
  const create = useCreateTeam();
  const join = useJoinTeam();
  const [creating, setCreating] = useState(false);
  const joinStarted = useRef<string | undefined>(undefined);

  const show = (next: { tab: TeamsTab; team?: string | undefined }) =>
    setParams(next.team ? { tab: next.tab, team: next.team } : { tab: next.tab }, { replace: true, preventScrollReset: true });
  const failed = (error: unknown, fallbackId: string) =>
    toast.show({ title: intl.formatMessage({ id: 'teams.error' }), description: teamProblem(intl, error, fallbackId), tone: 'error' });

  // The invite link: join once, then show the team (or say why not) and drop `join` from the address.
  useEffect(() => {
    if (!joinId || joinStarted.current === joinId) return;
    joinStarted.current = joinId;
    join.mutate(joinId, {
      onSuccess: ({ team, joined }) => {
        toast.show({
          title: intl.formatMessage({ id: joined ? 'teams.join.success' : 'teams.join.already' }, { name: team.name }),
          tone: 'success',
        });
        show({ tab: 'details', team: team.id });
      },
      onError: (error) => {
        failed(error, 'teams.join.failed');
        show({ tab: 'mine' });
      },
    });
  });

  const createTeam = (body: TeamFormBody) =>
    create.mutate(body, {
      onSuccess: (team) => {
        setCreating(false);
        toast.show({ title: intl.formatMessage({ id: 'teams.create.success' }), tone: 'success' });
        show({ tab: 'details', team: team.id });
      },
      onError: (error) => failed(error, 'teams.create.failed'),
    });

  return (
    <>
      <div className="teams-actions">
        <Button onClick={() => setCreating(true)}>
          <FormattedMessage id="teams.create.open" />
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => show({ tab: value as TeamsTab, team: selected })}>
        <TabList label={intl.formatMessage({ id: 'teams.tabs.label' })}>
          <Tab value="mine">
            <FormattedMessage id="teams.tabs.mine" />
          </Tab>
          <Tab value="details">
            <FormattedMessage id="teams.tabs.details" />
          </Tab>
        </TabList>
        <TabPanel value="mine">
          {teams.isPending ? (
            <Loading label={intl.formatMessage({ id: 'teams.loading' })} />
          ) : teams.isError ? (
            <LoadError messageId="teams.mine.error" onRetry={() => void teams.refetch()} />
          ) : teams.data.teams.length === 0 ? (
            <EmptyState titleId="teams.empty.title" bodyId="teams.empty.body" />
          ) : (
            <ul className="teams-list">
              {teams.data.teams.map((team) => (
                <li key={team.id}>
                  <TeamCard team={team} onOpen={() => show({ tab: 'details', team: team.id })} />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
        <TabPanel value="details">
          {selected ? (
            <TeamDetails key={selected} teamId={selected} onLeft={() => show({ tab: 'mine' })} />
          ) : (
            <EmptyState titleId="teams.select.title" bodyId="teams.select.body" />
          )}
        </TabPanel>
      </Tabs>
      {creating ? (
        <TeamFormDialog
          mode="create"
          title={intl.formatMessage({ id: 'teams.create.title' })}
          initial={NEW_TEAM}
          pending={create.isPending}
          onSubmit={createTeam}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </>
  );
}

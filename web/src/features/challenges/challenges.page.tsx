import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Challenge } from '../../../../contracts/community/challenges.schemas';
import { useDocumentMeta } from '../../app/document-meta';
import { AppPage } from '../../components/ui/app-page';
import { Button, LinkButton } from '../../components/ui/button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { useChallenges, useJoinChallenge, useUserChallenges } from './api/challenges.api';
import { ChallengeCard, joinStateOf } from './components/challenge-card';
import { EmptyState, LoadError, SkeletonCards } from './components/challenge-states';
import { ChallengesMessages } from './challenges-messages';
import { joinProblem } from './join-problem';
import './challenges.css';

const TABS = ['all', 'mine'] as const;
type ChallengesTab = (typeof TABS)[number];
const SKELETON_CARDS = 3;

/**
 * `/challenges` (spec 2 §2 Challenges): All Challenges and My Challenges.
 * Anyone may open it and join, an anonymous traveller with their device. The
 * open tab lives in the address (`?tab=mine`), so a reload keeps it.
 */
export default function ChallengesPage() {
  return (
    <ChallengesMessages>
      <Challenges />
    </ChallengesMessages>
  );
}

function Challenges() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'challenges.document-title' }));
  const [params, setParams] = useSearchParams();
  const tab: ChallengesTab = params.get('tab') === 'mine' ? 'mine' : 'all';
  const selectTab = (next: string) => {
    if (!(TABS as readonly string[]).includes(next)) return;
    setParams(next === 'all' ? {} : { tab: next }, { replace: true });
  };

  const all = useChallenges();
  const mine = useUserChallenges();
  const join = useJoinTaps();
  const standings = new Map((mine.data ?? []).map((standing) => [standing.id, standing]));
  const cardsOf = (challenges: readonly Challenge[]) => (
    <ul className="challenges-list">
      {challenges.map((challenge) => (
        <li key={challenge.id}>
          <ChallengeCard
            challenge={challenge}
            standing={standings.get(challenge.id)}
            state={joinStateOf(challenge, standings.has(challenge.id) || join.joined.has(challenge.id), join.pending === challenge.id)}
            onJoin={() => join.tap(challenge)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <AppPage area="challenges" glow="amber">
      <Tabs value={tab} onValueChange={selectTab} className="challenges-tabs">
        <TabList label={intl.formatMessage({ id: 'challenges.tabs.label' })}>
          {TABS.map((value) => (
            <Tab key={value} value={value}>
              <FormattedMessage id={`challenges.tabs.${value}`} />
            </Tab>
          ))}
        </TabList>
        <TabPanel value="all">
          {all.isPending ? (
            <SkeletonCards count={SKELETON_CARDS} />
          ) : all.isError ? (
            <LoadError messageId="challenges.error.all" onRetry={() => void all.refetch()} />
          ) : all.data.length === 0 ? (
            <EmptyState area="all" />
          ) : (
            cardsOf(all.data)
          )}
        </TabPanel>
        <TabPanel value="mine">
          {mine.isPending ? (
            <SkeletonCards count={SKELETON_CARDS} />
          ) : mine.isError ? (
            <LoadError messageId="challenges.error.mine" onRetry={() => void mine.refetch()} />
          ) : mine.data.length === 0 ? (
            <EmptyState
              area="mine"
              action={
                <Button variant="primary" size="sm" onClick={() => selectTab('all')}>
                  <FormattedMessage id="challenges.empty.mine.action" />
                </Button>
              }
            />
          ) : (
            cardsOf(mine.data)
          )}
        </TabPanel>
      </Tabs>
      <nav className="challenges-nav" aria-label={intl.formatMessage({ id: 'challenges.nav.label' })}>
        <LinkButton to="/app" variant="secondary" size="sm">
          <FormattedMessage id="challenges.nav.app" />
        </LinkButton>
        <LinkButton to="/leaderboard" variant="secondary" size="sm">
          <FormattedMessage id="challenges.nav.leaderboard" />
        </LinkButton>
      </nav>
    </AppPage>
  );
}

/**
 * Join taps and what they said: `Challenge Joined!`, or `Error` with the
 * reason (spec 2 §8). A challenge joined shows Joined at once, before its
 * lists are read again.
 */
function useJoinTaps() {
  const intl = useIntl();
  const toast = useToast();
  const join = useJoinChallenge();
  const [joined, setJoined] = useState<ReadonlySet<string>>(new Set());
  const tap = (challenge: Challenge) =>
    join.mutate(challenge.id, {
      onSuccess: () => {
        setJoined((before) => new Set(before).add(challenge.id));
        toast.show({
          title: intl.formatMessage({ id: 'challenges.toast.joined' }),
          description: intl.formatMessage({ id: 'challenges.toast.joined.body' }, { title: challenge.title }),
          tone: 'success',
        });
      },
      onError: (error) =>
        toast.show({ title: intl.formatMessage({ id: 'challenges.toast.error' }), description: joinProblem(intl, error), tone: 'error' }),
    });
  return { tap, joined, pending: join.isPending ? join.variables : undefined };
}

import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../app/document-meta';
import { AppPage } from '../../../components/ui/app-page';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import type { CityChoice } from '../api/progress.api';
import { ProgressNav } from '../components/progress-nav';
import { ProgressMessages } from '../progress-messages';
import { CityBoard } from './city-board';
import { CitySearchForm } from './city-search-form';
import { TopCities } from './top-cities';
import '../progress.css';

const TABS = ['top', 'city'] as const;
type CityTab = (typeof TABS)[number];

/** The chosen city, from the address (`?city=Madrid&country=Spain`), when both parts are there. */
function choiceOf(params: URLSearchParams): CityChoice | undefined {
  const city = params.get('city')?.trim();
  const country = params.get('country')?.trim();
  return city && country ? { city, country } : undefined;
}

/**
 * `/city-leaderboard` (spec 2 §2): Top Cities (the most active cities) and
 * City Leaderboard (a search by city and country, and the chosen city's top
 * travellers). The open tab and the chosen city live in the address, so a
 * city's board survives a reload and can be shared.
 */
export default function CityLeaderboardPage() {
  return (
    <ProgressMessages>
      <CityLeaderboard />
    </ProgressMessages>
  );
}

function CityLeaderboard() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'progress.city.document-title' }));
  const [params, setParams] = useSearchParams();
  const tab: CityTab = params.get('tab') === 'city' ? 'city' : 'top';
  const choice = choiceOf(params);

  const selectTab = (next: string) => {
    if (!(TABS as readonly string[]).includes(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'top') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  const chooseCity = ({ city, country }: CityChoice) => setParams({ tab: 'city', city, country });

  // A city card disappears with its tab once chosen: focus follows to the city's board instead of
  // the page's start, once the address (and so the open tab) has changed.
  const cityPanel = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || tab !== 'city' || !cityPanel.current) return;
    focusPending.current = false;
    cityPanel.current.focus();
  }, [tab, choice?.city, choice?.country]);
  const chooseCard = (picked: CityChoice) => {
    focusPending.current = true;
    chooseCity(picked);
  };

  return (
    <AppPage area="progress.city">
      <Tabs value={tab} onValueChange={selectTab} className="progress-tabs">
        <TabList label={intl.formatMessage({ id: 'progress.city.tabs.label' })}>
          {TABS.map((value) => (
            <Tab key={value} value={value}>
              <FormattedMessage id={`progress.city.tabs.${value}`} />
            </Tab>
          ))}
        </TabList>
        <TabPanel value="top">
          <TopCities onChoose={chooseCard} />
        </TabPanel>
        <TabPanel value="city">
          <div ref={cityPanel} tabIndex={-1} className="progress-stack">
            <CitySearchForm key={choice ? `${choice.city}|${choice.country}` : 'none'} initial={choice} onSearch={chooseCity} />
            <CityBoard choice={choice} />
          </div>
        </TabPanel>
      </Tabs>
      <ProgressNav links={['challenges', 'global', 'app']} />
    </AppPage>
  );
}

import { setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { ScreenEnvelope } from '../../contracts/sdui';
import type { ScenarioApp } from './tasks/app';
import type { PageWidth } from './tasks/page-width';
import type { HttpAnswer } from './tasks/http';
import type { DownloadedGuide } from './tasks/waitlist';
import { Canaries } from './log-canaries';
import { Cast } from './tasks/cast';
import { MachineBench } from './tasks/machine';
import { TravelPlanning } from './tasks/travel-plan';

/**
 * A step's own budget. @ui steps wait for the app's state, each wait up to
 * UI_TIMEOUT_MS (tasks/browser.ts), and a step may wait several times: the
 * budget only stops a step that hangs, and is generous so a busy machine
 * slows the suite instead of failing it.
 */
setDefaultTimeout(120_000);

/** What a scenario's browser is set up with before the first page opens. */
export interface VisitorSetup {
  /** navigator.language, e.g. "es-ES". */
  browserLanguage: string;
  viewport: { width: number; height: number };
  /** A touch screen (a phone or tablet): touch events, no mouse pointer to leave the page. */
  touch?: boolean;
  /** localStorage entries to plant before the app's scripts run. */
  storage: Record<string, string>;
  cookies: { name: string; value: string }[];
  /** Changes to what the server answers, installed on the context before the first page. */
  interceptions: ((context: BrowserContext) => Promise<void>)[];
  /**
   * The app's service worker may run (the installable, offline app). Off unless a
   * scenario is about it: a service worker answers requests before the
   * scenario's interceptions could see them (docs/adr/0046).
   */
  serviceWorkers?: boolean;
}

/**
 * The state of one scenario. Steps keep nothing in module variables: the app,
 * the last answer and the browser page all live here and die with the scenario.
 */
export class TravelWorld extends World {
  app: ScenarioApp | undefined;
  answer: HttpAnswer | undefined;
  /** Screens fetched by name ("full", "limited", "en", "es"…) for comparisons. */
  screens = new Map<string, ScreenEnvelope>();
  /** Block types and versions the simulated client says it can draw; undefined = header not sent. */
  capabilities: string | undefined;

  visitor: VisitorSetup = {
    browserLanguage: 'en-US',
    viewport: { width: 1280, height: 800 },
    storage: {},
    cookies: [],
    interceptions: [],
  };
  context: BrowserContext | undefined;
  page: Page | undefined;
  /** Every request the page sent to the app's own /api, in order. */
  apiRequests: Request[] = [];
  /** How wide the page was drawn on each phone it was measured on, in order. */
  pageWidths: PageWidth[] = [];
  /** Text remembered between steps (e.g. a heading seen in another language). */
  remembered = new Map<string, string>();
  /** @machine: the client machines of this scenario, on one simulated clock. */
  machines = new MachineBench();
  /** @engine: the traveller's preferences, trips and plan, built by the planner alone. */
  planning = new TravelPlanning();
  /** Accounts: the travellers of this scenario (Ana, Ben, Carla…), their devices and sessions. */
  cast = new Cast();
  /** Subscriptions (@api): the checkout each traveller opened last, by traveller name. */
  checkouts = new Map<string, string>();
  /** @stripe: webhook events Stripe has sent, in the order it sent them, waiting to be delivered. */
  webhookEvents: object[] = [];
  /** Waitlist (@api): the hotel workouts guide as the visitor downloaded it. */
  guide: DownloadedGuide | undefined;
  /** Free workout (@api): the cookies each traveller's browser keeps, by traveller name. */
  cookieJars = new Map<string, Map<string, string>>();
  /** Every secret the scenario handled: none may appear in the app's log (log-canaries.ts). */
  canaries = new Canaries();

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** The running app of this scenario; @api and @ui scenarios get one in a Before hook. */
  get baseUrl(): string {
    if (!this.app) throw new Error('No app is running: tag the scenario @api or @ui');
    return this.app.url;
  }

  get currentPage(): Page {
    if (!this.page) throw new Error('No page is open: a @ui step must open a page first');
    return this.page;
  }
}

setWorldConstructor(TravelWorld);

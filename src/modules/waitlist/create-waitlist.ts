import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import { mountContract, type HttpRoutes } from '../../shared/http';
import type { Clock, EventBus, EventSubscriber } from '../../shared/kernel';
import type { Mailer, RateLimits } from '../accounts';
import { KnexWaitlistStore } from './adapters/knex-waitlist-store';
import { PdfkitGuideRenderer } from './adapters/pdfkit-guide-renderer';
import type { GuideCatalogue } from './application/guide-content';
import { GuideLibrary } from './application/guide-library';
import { JoinWaitlistUseCase } from './application/join-waitlist.use-case';
import { sendGuideMail } from './application/send-guide-mail.subscriber';
import type { GuideRequested } from './domain/guide-requested.event';
import { createWaitlistRouter } from './http/waitlist.router';

export interface WaitlistDeps {
  publicOrigin: string;
  knex: Knex;
  clock: Clock;
  logger: Logger;
  events: EventBus;
  mailer: Mailer;
  /** The accounts' sliding-window limiter (`waitlist-ip`, `waitlist-mail`). */
  limits: RateLimits;
  /** The workouts engine and catalogue notes the guide is made from. */
  catalogue: GuideCatalogue;
}

export interface Waitlist {
  routes: HttpRoutes;
  /** Mails the guide after a sign-up (run by the job queue). */
  sendGuideMail: EventSubscriber<GuideRequested>;
}

/** The waitlist (owns `waitlist_entries`) and the hotel-workouts guide it hands out (ADR 0044). */
export function createWaitlist({ publicOrigin, knex, clock, logger, events, mailer, limits, catalogue }: WaitlistDeps): Waitlist {
  const join = new JoinWaitlistUseCase(new KnexWaitlistStore(knex, events), limits, clock);
  const library = new GuideLibrary(catalogue, new PdfkitGuideRenderer(), `${publicOrigin}/free`, (guide) =>
    logger.info({ guide }, 'hotel-workouts guide generated'),
  );
  return {
    routes: { name: 'waitlist', mount: (app) => mountContract(app, contract.waitlist, createWaitlistRouter(join, library)) },
    sendGuideMail: sendGuideMail(mailer, publicOrigin),
  };
}

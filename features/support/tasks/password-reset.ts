import type { TravelWorld } from '../world';
import { backgroundWorkDone } from './background-work';
import type { Traveller } from './cast';
import { ask, type HttpAnswer } from './http';
import { sessionEnded } from './sign-in';

/**
 * Asks for a reset link; in test mode the server hands the link's token out,
 * and the traveller keeps it. The link itself is made and mailed after the
 * answer, by the job queue: this waits until that is done, as a traveller
 * waits for the e-mail.
 */
export async function requestReset(world: TravelWorld, email: string, traveller?: Traveller): Promise<HttpAnswer> {
  const answer = await ask(world, '/api/auth/request-reset', { method: 'POST', body: { email } });
  const token = (answer.json as { resetToken?: unknown } | undefined)?.resetToken;
  if (traveller && typeof token === 'string') traveller.resetToken = token;
  await backgroundWorkDone(world);
  return answer;
}

export async function resetPassword(
  world: TravelWorld,
  resetToken: string,
  newPassword: string,
  traveller?: Traveller,
): Promise<HttpAnswer> {
  const answer = await ask(world, '/api/auth/reset-password', { method: 'POST', body: { resetToken, newPassword } });
  if (traveller && answer.status === 200) {
    traveller.password = newPassword;
    sessionEnded(traveller);
  }
  return answer;
}

import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../lib/http-error';

// The shared demo account (its credentials are on the sign-in screen) refuses account-level
// changes wherever a feature offers one: a guard like the session's, used by any feature's routes.

/** Whether `user` is the configured demo account (usernames are unique regardless of case). */
export function isDemoAccount(demo: Config['demoAccount'], user: { username: string }): boolean {
  return demo !== null && user.username.toLowerCase() === demo.username.toLowerCase();
}

/**
 * What the demo account may not do: everyone who reads the sign-in screen shares it, so none of
 * them may lock the others out, fill it with their own data, hand out access or remove it.
 */
const DEMO_REFUSALS = {
  password: 'its password cannot be changed',
  email: 'its e-mail address cannot be changed',
  signInMethods: 'its sign-in methods cannot be changed',
  delete: 'it cannot be deleted',
  import: 'nothing can be imported into it',
  tokens: 'it cannot create tokens',
  wearables: 'no wearable can be connected to it, or its readings would be shown to everyone',
  reminders: 'it sends no reminders, or every visitor would choose where they go',
  webhooks: 'it has no webhooks, or every visitor would choose where its data goes',
} as const;

export type DemoRefusal = keyof typeof DEMO_REFUSALS;

export const demoRefusalMessage = (action: DemoRefusal) =>
  `The demo account is shared: ${DEMO_REFUSALS[action]}. Create your own account to do this.`;

/** Refuses (403) the action when the request is signed in as the demo account; any other caller passes. */
export function refuseDemoAccount(config: Pick<Config, 'demoAccount'>, request: FastifyRequest, action: DemoRefusal): void {
  const user = request.session?.user;
  if (user && isDemoAccount(config.demoAccount, user)) throw forbidden(demoRefusalMessage(action));
}

/** Refuses (403) a new e-mail address for the demo account; sending its current one again (the whole form) passes. */
export function refuseDemoEmailChange(config: Pick<Config, 'demoAccount'>, request: FastifyRequest, email: string | undefined): void {
  const current = request.session?.user.email;
  if (email !== undefined && current !== undefined && email !== current) {
    refuseDemoAccount(config, request, 'email');
  }
}

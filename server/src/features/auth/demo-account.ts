import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { forbidden } from '../../lib/http-error';

/** The demo account as configured: its credentials are published on the sign-in screen. */
export type DemoAccount = NonNullable<Config['demoAccount']>;

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

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether the settings say people reach this server from elsewhere: a proxy in front, or a
 * public address other than this machine's. A published demo login is then open to anyone.
 */
export function looksPubliclyDeployed(config: Pick<Config, 'trustProxy' | 'publicUrl'>): boolean {
  if (config.trustProxy !== false) return true;
  const hostname = URL.canParse(config.publicUrl) ? new URL(config.publicUrl).hostname : '';
  return !LOCAL_HOSTS.includes(hostname);
}

/** The start-up warning for a demo account left on where anyone can reach it, or null. */
export function demoExposureWarning(config: Pick<Config, 'demoAccount' | 'trustProxy' | 'publicUrl'>): string | null {
  if (!config.demoAccount || !looksPubliclyDeployed(config)) return null;
  return (
    `The demo account "${config.demoAccount.username}" is on and its password is shown on the sign-in page, ` +
    'while this server looks publicly reachable (TRUST_PROXY or PUBLIC_URL is set). Anyone can sign in to it; ' +
    'its data is reset every night. Set SEED_DEMO_ACCOUNT=false to turn it off.'
  );
}

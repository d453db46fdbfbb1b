import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';

/** The demo account as configured: its credentials are published on the sign-in screen. */
export type DemoAccount = NonNullable<Config['demoAccount']>;

/**
 * Writes the demo account's sample week through the protocol features (bound beside app.ts, in
 * server/src/demo-sample.ts), on the connection given: the seed's or the reset's transaction.
 */
export type WriteDemoSample = (db: Database, owner: ProtocolOwner, now: Date) => Promise<void>;

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

import { afterAll, beforeAll, expect } from 'vitest';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../test/fake-webhook-receiver';
import { callServer, cookieFrom, killServers, startServerProcess, type ServerProcess } from '../test/server-process';
import { newAccount, uniqueName } from '../test/test-app';
import { createOwnDatabase } from './own-database';

/**
 * Real app processes on a database of their own, delivering to a local receiver that records every
 * request; everything is stopped and dropped after the file's tests.
 */
export function useWebhookServers(databaseName: string, pollSeconds: number) {
  let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
  let receiver: FakeWebhookReceiver | undefined;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase(databaseName);
    receiver = await startFakeWebhookReceiver();
  });

  afterAll(async () => {
    await killServers(running);
    await receiver?.close();
    await database?.drop();
  });

  const receiverOf = () => {
    if (!receiver) throw new Error('the receiver starts before the tests');
    return receiver;
  };

  async function startApp() {
    const server = await startServerProcess({
      DATABASE_URL: database!.url,
      WEBHOOK_POLL_SECONDS: String(pollSeconds),
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      SEED_DEMO_ACCOUNT: 'false',
      STT_PROVIDER: 'none',
      SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough',
    });
    running.push(server);
    return server;
  }

  /** A new account with one endpoint for new readings, at a path of its own on the receiver. */
  async function personWithEndpoint(server: ServerProcess) {
    const cookie = cookieFrom(await callServer(server, 'POST', '/api/register', null, newAccount()));
    const path = `/${uniqueName('hook')}`;
    const created = await callServer(server, 'POST', '/api/webhooks', cookie, {
      url: `${receiverOf().url}${path}`,
      events: ['biometrics.created'],
    });
    expect(created.status).toBe(201);
    return { cookie, path };
  }

  return { receiver: receiverOf, startApp, personWithEndpoint };
}

import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryError, type OutgoingMessage, type WebPushTarget } from './channel';
import { sendWebPush } from './web-push';

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A stand-in push service on 127.0.0.1 over HTTPS (certificate made for the run): records each push. */
let server: https.Server;
let origin: string;
let agent: https.Agent;
let certDir: string;
const received: Received[] = [];
let status = 201;

beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), 'uh-push-'));
  const [keyFile, certFile] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile);
  server = https.createServer({ key: readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new https.Agent({ ca: cert });
});

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(certDir, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
  status = 201;
});

/** What a browser's PushSubscription holds: its own P-256 key pair and a 16-byte secret. */
function browserSubscription(endpoint: string) {
  const browserKeys = createECDH('prime256v1');
  browserKeys.generateKeys();
  const auth = randomBytes(16);
  const target: WebPushTarget = {
    endpoint,
    keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { target, browserKeys, auth };
}

const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:operator@example.com';
const message: OutgoingMessage = {
  title: 'Cold session',
  body: 'Time for 3 minutes of cold ❄',
  path: '/cold',
  url: 'https://uh.example.com/cold',
};

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

/** Checks `vapid t=<JWT>, k=<key>` the way a push service does; returns the JWT's claims. */
function verifiedVapidClaims(authorization: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const point = Buffer.from(match[2], 'base64url');
  expect(point).toHaveLength(65);
  expect(point[0]).toBe(0x04);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const signed = Buffer.from(`${header}.${claims}`);
  expect(verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  return {
    publicKey: match[2],
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}

/** What the browser does with an aes128gcm push (RFC 8291): the plaintext its service worker reads. */
function decryptAsBrowser(body: Buffer, browserKeys: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const shared = browserKeys.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKeys.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const record = body.subarray(21 + keyIdLength);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(0x02)).toString('utf8');
}

describe('sendWebPush', () => {
  it('sends an encrypted push signed with the VAPID key, which the browser reads as title, body and url', async () => {
    const { target, browserKeys, auth } = browserSubscription(`${origin}/push/device-1`);
    const before = Math.floor(Date.now() / 1000);

    expect(await sendWebPush(target, message, { vapid, subject, agent })).toBe('delivered');

    expect(received).toHaveLength(1);
    const [push] = received as [Received];
    expect(push.path).toBe('/push/device-1');
    const { publicKey, claims } = verifiedVapidClaims(String(push.headers.authorization));
    expect(publicKey).toBe(vapid.publicKey);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe(subject);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(12 * 60 * 60));

    // RFC 8188 header: salt (16), record size (4), key id length (1), key id: the sender's P-256 point.
    expect(push.body.readUInt32BE(16)).toBeGreaterThanOrEqual(18);
    expect(push.body.readUInt8(20)).toBe(65);
    expect(push.body[21]).toBe(0x04);
    expect(push.body.length).toBeGreaterThan(16 + 4 + 1 + 65);

    expect(JSON.parse(decryptAsBrowser(push.body, browserKeys, auth))).toEqual({
      title: message.title,
      body: message.body,
      url: message.url,
    });
  });

  it('reports a subscription the push service forgot (410) as gone', async () => {
    status = 410;
    expect(await sendWebPush(browserSubscription(`${origin}/push/gone`).target, message, { vapid, subject, agent })).toBe('gone');
    status = 404;
    expect(await sendWebPush(browserSubscription(`${origin}/push/unknown`).target, message, { vapid, subject, agent })).toBe('gone');
  });

  it('treats a 500 as worth another try, and a 403 as not', async () => {
    status = 500;
    const unavailable = await failureOf(sendWebPush(browserSubscription(`${origin}/push/x`).target, message, { vapid, subject, agent }));
    expect(unavailable.permanent).toBe(false);
    expect(unavailable.message).toContain('500');

    status = 403;
    const refused = await failureOf(sendWebPush(browserSubscription(`${origin}/push/x`).target, message, { vapid, subject, agent }));
    expect(refused.permanent).toBe(true);
    expect(refused.message).toContain('403');
  });

  it('refuses, by default, an endpoint on a private network without sending anything', async () => {
    const error = await failureOf(sendWebPush(browserSubscription(`${origin}/push/inside`).target, message, { vapid, subject }));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('The push service address is refused: private address');
    expect(received).toHaveLength(0);
  });
});

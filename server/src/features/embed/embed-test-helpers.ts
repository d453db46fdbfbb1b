import type { EmbedTokenExpiry } from '@uh/core/embed/embed-tokens.schema';
import type { App } from '../../app';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Makes an embed token in Settings → Embeds & tokens as the signed-in person; returns the token and its id. */
export async function createEmbedToken(app: App, cookie: string, name = 'My blog', expiresIn: EmbedTokenExpiry = '30d') {
  const response = await app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: { name, expiresIn } });
  if (response.statusCode !== 201) throw new Error(`token creation failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; summary: { id: number } };
  return { token: body.token, id: body.summary.id };
}

import fastifyMultipart from '@fastify/multipart';
import {
  TRANSCRIPT_MAX_CHARS,
  VOICE_AUDIO_FIELD,
  VOICE_MAX_BYTES,
  VOICE_MAX_SECONDS,
  VOICE_TRANSCRIPT_FIELD,
  voiceOptionsSchema,
  voiceProcessResponseSchema,
} from '@uh/core/voice-journal/journal.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { badRequest, HttpError } from '../../lib/http-error';
import { requireSession } from '../../plugins/guards';
import { prepareEngine, STT_ENGINE_STATES, type SttProvider } from '../../providers/stt/stt-provider';
import { createEntryExtraction } from './entry-extraction';
import type { JournalPorts } from './journal-ports';
import { createSpeechAllowance } from './speech-allowance';
import { countUpload, processVoice, TOO_LARGE, type VoiceUpload } from './voice-process.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
// The recorder's own steps: a personal access token has no use for them.
const widget = { widget: true, scope: null };

const warmUpResponseSchema = z.object({ state: z.enum(STT_ENGINE_STATES) });

// Room for the multipart framing and a transcript around a recording of the largest size.
const LIMITS = { fileSize: VOICE_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: TRANSCRIPT_MAX_CHARS * 4 + 1 };

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'The form has too many parts: send the "audio" file and, optionally, a "transcript".');
  }
  if (error instanceof HttpError) return error;
  return badRequest('The upload is not a complete multipart form. Please try again.');
}

/** The recording and the browser's transcript from the form; other parts are read and dropped. */
async function readUpload(request: FastifyRequest): Promise<VoiceUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data, in the field "audio".');
  const upload: VoiceUpload = { audio: null, transcript: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === VOICE_AUDIO_FIELD && upload.audio === null) upload.audio = bytes;
      } else if (part.fieldname === VOICE_TRANSCRIPT_FIELD) {
        if (part.valueTruncated) throw badRequest(`transcript: transcript must be at most ${TRANSCRIPT_MAX_CHARS} characters`);
        upload.transcript = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return upload;
}

/** Aborted when the client goes away before the answer: the engine and the model stop too. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** `ports`: the journal's, for the person's own protocols a note is read against. */
export function voiceRoutes(ctx: AppContext, stt: SttProvider, ports: Pick<JournalPorts, 'customProtocols'>): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed here only: the rest of the API takes JSON.
    await app.register(fastifyMultipart, { limits: LIMITS });
    const allowance = createSpeechAllowance(ctx.config.sttSecondsPerPersonPerMinute);

    app.get('/api/voice/options', { config: widget, schema: { response: { 200: voiceOptionsSchema } } }, async () => ({
      engine: stt.info.engine,
      engineLabel: stt.info.label,
      maxSeconds: VOICE_MAX_SECONDS,
      maxBytes: VOICE_MAX_BYTES,
    }));

    // The voice page opens: the model starts loading now, so a note recorded at once waits less.
    app.post('/api/voice/warm-up', { config: widget, schema: { response: { 202: warmUpResponseSchema } } }, async (request, reply) => {
      requireSession(request);
      return reply.code(202).send({ state: prepareEngine(stt) });
    });

    app.post(
      '/api/voice/process',
      { config: widget, schema: { response: { 200: voiceProcessResponseSchema } } },
      async (request, reply) => {
        const owner = requireSession(request).user;
        await countUpload(ctx.limiter, owner.id);
        const upload = await readUpload(request);
        const extract = createEntryExtraction(ctx.config.llm, (reason) =>
          request.log.warn({ reason }, 'Journal entries read by the built-in rules: the language model failed'),
        );
        const ownProtocols = ports.customProtocols.active;
        return processVoice({ db: ctx.db, stt, extract, ownProtocols, allowance }, owner, upload, abortOnDisconnect(reply));
      },
    );
  };
}

import { extractEntries, type ExtractionOptions } from '@uh/core/voice-journal/extract-entries.logic';
import {
  EXTRACTION_SCHEMA_NAME,
  extractionJsonSchema,
  extractionMessages,
  readModelAnswer,
  readModelProtocolEntries,
} from '@uh/core/voice-journal/model-extraction.logic';
import { extractProtocolEntries } from '@uh/core/voice-journal/protocol-entries.logic';
import type { OwnProtocol, ProtocolEntryProposal } from '@uh/core/voice-journal/protocol-entries.schema';
import type { ExtractedEntry } from '@uh/core/voice-journal/voice-journal.schema';
import type { Config } from '../../config';
import { LlmError } from '../../providers/llm/llm-provider';
import { createStructuredCompletion, type StructuredCompletion } from '../../providers/llm/structured-extraction';

export type Extraction = { entries: ExtractedEntry[]; protocolEntries: ProtocolEntryProposal[]; extractor: 'rules' | 'model' };

/**
 * Turns a transcript into entries, and values on the person's own `protocols`; never fails for want
 * of a model (the rules always answer).
 */
export type ExtractJournalEntries = (
  transcript: string,
  options: ExtractionOptions,
  protocols: readonly OwnProtocol[],
  signal: AbortSignal,
) => Promise<Extraction>;

/**
 * With a language model configured (the coach's LLM_* settings), it reads the entries under a JSON
 * schema and the answer is checked against the same zod schema as the rules' entries; on any
 * failure — timeout, an HTTP error, JSON that is not JSON or not the schema — the built-in rules
 * answer instead, and `extractor` says which did. The model's values on the person's own protocols
 * are kept only where they fit the stored documents, as the rules' are.
 */
export function createEntryExtraction(llm: Config['llm'], onFallback: (reason: string) => void): ExtractJournalEntries {
  const completion: StructuredCompletion | null =
    llm.baseUrl && llm.model
      ? createStructuredCompletion({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, timeoutMs: llm.timeoutMs })
      : null;

  const byRules = (transcript: string, options: ExtractionOptions, protocols: readonly OwnProtocol[]): Extraction => ({
    entries: extractEntries(transcript, options),
    protocolEntries: extractProtocolEntries(transcript, protocols),
    extractor: 'rules',
  });

  return async (transcript, options, protocols, signal) => {
    if (!completion) return byRules(transcript, options, protocols);
    try {
      const answer = await completion({
        messages: extractionMessages(transcript, options, protocols),
        schemaName: EXTRACTION_SCHEMA_NAME,
        schema: extractionJsonSchema(),
        signal,
      });
      const entries = readModelAnswer(answer);
      const protocolEntries = readModelProtocolEntries(answer, protocols);
      if (entries && protocolEntries) return { entries, protocolEntries, extractor: 'model' };
      onFallback('The language model’s answer does not follow the journal entry schema.');
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      onFallback(error.message);
    }
    return byRules(transcript, options, protocols);
  };
}

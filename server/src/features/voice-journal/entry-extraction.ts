import { extractEntries, type ExtractionOptions } from '@uh/core/voice-journal/extract-entries.logic';
import {
  EXTRACTION_SCHEMA_NAME,
  extractionJsonSchema,
  extractionMessages,
  readModelAnswer,
} from '@uh/core/voice-journal/model-extraction.logic';
import type { ExtractedEntry } from '@uh/core/voice-journal/voice-journal.schema';
import type { Config } from '../../config';
import { LlmError } from '../../providers/llm/llm-provider';
import { createStructuredCompletion, type StructuredCompletion } from '../../providers/llm/structured-extraction';

export type Extraction = { entries: ExtractedEntry[]; extractor: 'rules' | 'model' };

/** Turns a transcript into entries; never fails for want of a model (the rules always answer). */
export type ExtractJournalEntries = (transcript: string, options: ExtractionOptions, signal: AbortSignal) => Promise<Extraction>;

/**
 * With a language model configured (the coach's LLM_* settings), it reads the entries under a JSON
 * schema and the answer is checked against the same zod schema as the rules' entries; on any
 * failure — timeout, an HTTP error, JSON that is not JSON or not the schema — the built-in rules
 * answer instead, and `extractor` says which did.
 */
export function createEntryExtraction(llm: Config['llm'], onFallback: (reason: string) => void): ExtractJournalEntries {
  const completion: StructuredCompletion | null =
    llm.baseUrl && llm.model
      ? createStructuredCompletion({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, timeoutMs: llm.timeoutMs })
      : null;

  const byRules = (transcript: string, options: ExtractionOptions): Extraction => ({
    entries: extractEntries(transcript, options),
    extractor: 'rules',
  });

  return async (transcript, options, signal) => {
    if (!completion) return byRules(transcript, options);
    try {
      const answer = await completion({
        messages: extractionMessages(transcript, options),
        schemaName: EXTRACTION_SCHEMA_NAME,
        schema: extractionJsonSchema(),
        signal,
      });
      const entries = readModelAnswer(answer);
      if (entries) return { entries, extractor: 'model' };
      onFallback('The language model’s answer does not follow the journal entry schema.');
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      onFallback(error.message);
    }
    return byRules(transcript, options);
  };
}

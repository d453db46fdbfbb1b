import { describe, expect, it } from 'vitest';
import {
  canProcess,
  IDLE,
  limitWords,
  recordedSeconds,
  recorderReducer,
  recordingOf,
  type RecorderEvent,
  type RecorderState,
  type Recording,
} from './recorder-machine';

type State = RecorderState<string>;
const recording: Recording = { blob: new Blob(['RIFF']), url: 'blob:preview', seconds: 4, reachedLimit: false };
const run = (events: RecorderEvent<string>[], from: State = IDLE) => events.reduce(recorderReducer<string>, from);

describe('recorder states (docs/product.md §4)', () => {
  it('goes idle → recording → recorded → processing → reviewing → idle', () => {
    const steps: RecorderEvent<string>[] = [
      { type: 'start' },
      { type: 'started', at: 1000 },
      { type: 'stop' },
      { type: 'finished', recording },
      { type: 'process' },
      { type: 'processed', result: 'entries', drafts: [{ key: 'a' }, { key: 'b' }] },
    ];
    const states = steps.reduce<State[]>((seen, event) => [...seen, recorderReducer(seen.at(-1)!, event)], [IDLE]);
    expect(states.map((state) => state.status)).toEqual([
      'idle',
      'starting',
      'recording',
      'finishing',
      'recorded',
      'processing',
      'reviewing',
    ]);
  });

  it('returns to idle once the last entry of the review is saved or discarded (docs/product.md §4)', () => {
    const reviewing: State = { status: 'reviewing', recording, result: 'x', drafts: [{ key: 'a' }, { key: 'b' }] };
    const one = recorderReducer(reviewing, { type: 'draftDone', key: 'a' });
    expect(one).toMatchObject({ status: 'reviewing', drafts: [{ key: 'b' }] });
    expect(recorderReducer(one, { type: 'draftDone', key: 'b' })).toEqual(IDLE);
    expect(run([{ type: 'process' }, { type: 'processed', result: 'x', drafts: [] }], { status: 'recorded', recording })).toEqual(IDLE);
  });

  it('changes one draft of the review', () => {
    type Draft = { key: string; summary: string };
    const reviewing: RecorderState<string, Draft> = {
      status: 'reviewing',
      recording,
      result: 'x',
      drafts: [
        { key: 'a', summary: 'one' },
        { key: 'b', summary: 'two' },
      ],
    };
    const changed = recorderReducer(reviewing, { type: 'draftChanged', key: 'b', change: (draft) => ({ ...draft, summary: 'three' }) });
    expect(changed).toMatchObject({ drafts: [{ summary: 'one' }, { summary: 'three' }] });
  });

  it('returns to idle when the microphone is refused, and to recorded when processing fails', () => {
    expect(run([{ type: 'start' }, { type: 'failed' }])).toEqual(IDLE);
    const failed = run([{ type: 'process' }, { type: 'processFailed' }], { status: 'recorded', recording });
    expect(failed).toEqual({ status: 'recorded', recording });
  });

  it('ignores events that do not fit: a second start, a stop before recording, a process without a recording', () => {
    const recordingState: State = { status: 'recording', startedAt: 5 };
    expect(recorderReducer(recordingState, { type: 'start' })).toBe(recordingState);
    expect(recorderReducer<string>(IDLE, { type: 'stop' })).toBe(IDLE);
    expect(recorderReducer<string>(IDLE, { type: 'process' })).toBe(IDLE);
    expect(recorderReducer<string>(IDLE, { type: 'finished', recording })).toBe(IDLE);
    const processing: State = { status: 'processing', recording };
    expect(recorderReducer(processing, { type: 'discard' })).toBe(processing);
  });

  it('discards a recording back to idle', () => {
    expect(run([{ type: 'discard' }], { status: 'recorded', recording })).toEqual(IDLE);
  });

  it('knows which states hold the recording', () => {
    expect(recordingOf<string, { key: string }>({ status: 'recorded', recording })).toBe(recording);
    expect(recordingOf<string, { key: string }>({ status: 'reviewing', recording, result: 'x', drafts: [] })).toBe(recording);
    expect(recordingOf<string, { key: string }>({ status: 'recording', startedAt: 0 })).toBeNull();
  });
});

describe('docs/product.md §5: processing is impossible without a recording', () => {
  it('allows Process only with a recording, and with the words when the server cannot transcribe', () => {
    const recorded: State = { status: 'recorded', recording };
    expect(canProcess<string, { key: string }>(IDLE, { needsTranscript: false, transcript: '' })).toBe(false);
    expect(canProcess<string, { key: string }>({ status: 'recording', startedAt: 0 }, { needsTranscript: false, transcript: '' })).toBe(
      false,
    );
    expect(canProcess(recorded, { needsTranscript: false, transcript: '' })).toBe(true);
    expect(canProcess(recorded, { needsTranscript: true, transcript: '   ' })).toBe(false);
    expect(canProcess(recorded, { needsTranscript: true, transcript: 'walked 30 minutes' })).toBe(true);
  });
});

describe('recordedSeconds', () => {
  it('counts whole seconds and stops at the limit', () => {
    expect(recordedSeconds(1000, 1999, 300)).toBe(0);
    expect(recordedSeconds(1000, 62_500, 300)).toBe(61);
    expect(recordedSeconds(0, 400_000, 300)).toBe(300);
    expect(recordedSeconds(5000, 1000, 300)).toBe(0);
  });
});

describe('limitWords', () => {
  it('says the limit in minutes, or as m:ss when it is not whole minutes', () => {
    expect(limitWords(300)).toBe('5-minute');
    expect(limitWords(2)).toBe('0:02');
    expect(limitWords(90)).toBe('1:30');
  });
});

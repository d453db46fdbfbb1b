import { describe, expect, it } from 'vitest';
import { PROTOCOL_TEMPLATES } from '../custom-protocols/protocol-templates';
import { extractProtocolEntries } from './protocol-entries.logic';
import type { OwnProtocol } from './protocol-entries.schema';

const template = (id: string) => PROTOCOL_TEMPLATES.find((document) => document.id === id)!;
const PROTOCOLS: OwnProtocol[] = [
  { id: 11, document: template('breathwork') },
  { id: 12, document: template('supplements') },
  { id: 13, document: template('steps') },
  { id: 14, document: template('sauna') },
];

const values = (transcript: string) =>
  extractProtocolEntries(transcript, PROTOCOLS).map(({ protocolId, componentId, value }) => ({ protocolId, componentId, value }));

describe('extractProtocolEntries', () => {
  it('reads a spoken duration onto the breathwork protocol, in seconds', () => {
    expect(extractProtocolEntries('did ten minutes of box breathing', PROTOCOLS)).toEqual([
      { protocolId: 11, componentId: 'session', value: 600, summary: 'Morning breathwork · Breathwork: 10 min' },
    ]);
  });

  it('ticks each supplement named', () => {
    expect(values('took magnesium and vitamin D')).toEqual([
      { protocolId: 12, componentId: 'vitamin-d', value: 1 },
      { protocolId: 12, componentId: 'magnesium', value: 1 },
    ]);
  });

  it('proposes nothing for a supplement the person does not track', () => {
    expect(values('took magnesium and ashwagandha')).toEqual([{ protocolId: 12, componentId: 'magnesium', value: 1 }]);
    expect(values('took ashwagandha')).toEqual([]);
  });

  it('proposes nothing when no protocol is named', () => {
    expect(values('had three eggs for breakfast and felt great')).toEqual([]);
    expect(extractProtocolEntries('did ten minutes of box breathing', [])).toEqual([]);
  });

  it('proposes nothing for what was skipped, or a duration without its length', () => {
    expect(values('skipped my magnesium')).toEqual([]);
    expect(values('did some breathing')).toEqual([]);
  });

  it('reads units, plurals and hours in several clauses', () => {
    expect(values('Walked 8,000 steps. Then an hour and a half in the sauna, then fifteen min of breathwork')).toEqual([
      { protocolId: 11, componentId: 'session', value: 900 },
      { protocolId: 13, componentId: 'steps', value: 8000 },
      { protocolId: 14, componentId: 'session', value: 5400 },
    ]);
  });
});

import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import { describe, expect, it } from 'vitest';
import { protocolLogAccess } from './log-access';

describe('protocolLogAccess', () => {
  it("lets a widget token reach a protocol's logs only when the protocol has a widget", () => {
    const withWidget = protocolLogAccess(protocolEntry('coldExposure'));
    expect(withWidget.read).toMatchObject({ widget: true, scope: 'logs:read' });
    expect(withWidget.write).toMatchObject({ widget: true, scope: 'logs:write' });
    const withoutWidget = protocolLogAccess({ embed: null });
    expect(withoutWidget.read).toEqual({ scope: 'logs:read' });
    expect(withoutWidget.write).toEqual({ accountUnchanged: true, scope: 'logs:write' });
  });
});

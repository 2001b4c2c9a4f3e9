import { describe, expect, it } from 'vitest';
import { createWalkBridge, hasIntent, releaseHeldInput, takeInput } from './walkInput';

describe('releasing the walk input', () => {
  it('lets go of held keys, the stick and unused looks, so nothing walks on alone', () => {
    const bridge = createWalkBridge();
    bridge.keys.add('KeyW');
    bridge.stickForward = 0.8;
    bridge.stickStrafe = -0.4;
    bridge.lookYaw = 0.2;
    expect(hasIntent(bridge)).toBe(true);
    releaseHeldInput(bridge);
    expect(hasIntent(bridge)).toBe(false);
    expect(takeInput(bridge)).toMatchObject({ forward: 0, strafe: 0, turn: 0, lookYaw: 0, lookPitch: 0 });
  });

  it('keeps a pending map jump: that is a request, not something held', () => {
    const bridge = createWalkBridge();
    bridge.jumpTo = { category: 'career' } as never;
    releaseHeldInput(bridge);
    expect(bridge.jumpTo).not.toBeNull();
  });
});

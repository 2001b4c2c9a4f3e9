import { describe, expect, it } from 'vitest';
import { stopStream } from './stopStream';

describe('stopStream', () => {
  it('stops every track, and accepts no stream', () => {
    const stopped: string[] = [];
    const track = (id: string) => ({ stop: () => stopped.push(id) }) as unknown as MediaStreamTrack;
    stopStream({ getTracks: () => [track('video'), track('audio')] });
    expect(stopped).toEqual(['video', 'audio']);
    expect(() => stopStream(null)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  bestAudioMimeType,
  canRecord,
  formatDuration,
  microphoneErrorMessage,
  recorderMessages,
} from './recorderSupport';

describe('recorder support', () => {
  it('picks the first supported audio type, or leaves it to the browser', () => {
    expect(bestAudioMimeType((type) => type.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus');
    expect(bestAudioMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(bestAudioMimeType(() => false)).toBe('');
  });

  it('names the reason the microphone did not come', () => {
    const named = (name: string) => new DOMException('x', name);
    expect(microphoneErrorMessage(named('NotAllowedError'))).toBe(recorderMessages.denied);
    expect(microphoneErrorMessage(named('NotFoundError'))).toBe(recorderMessages.missing);
    expect(microphoneErrorMessage(named('NotReadableError'))).toBe(recorderMessages.busy);
    expect(microphoneErrorMessage(named('NotSupportedError'))).toBe(recorderMessages.unsupported);
    expect(microphoneErrorMessage(new Error('boom'))).toBe(recorderMessages.failed);
    expect(microphoneErrorMessage(undefined)).toBe(recorderMessages.failed);
  });

  it('needs both MediaRecorder and getUserMedia', () => {
    const navigator = { mediaDevices: { getUserMedia: () => undefined } } as unknown as Navigator;
    expect(canRecord({ navigator, MediaRecorder: class {} })).toBe(true);
    expect(canRecord({ navigator })).toBe(false);
    expect(canRecord({ navigator: {} as Navigator, MediaRecorder: class {} })).toBe(false);
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(2_400)).toBe('0:02');
    expect(formatDuration(65_000)).toBe('1:05');
  });
});

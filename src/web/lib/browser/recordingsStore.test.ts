import { describe, expect, it } from 'vitest';
import { recordingsDatabaseExists } from './recordingsStore';

describe('recordingsDatabaseExists', () => {
  it('says whether the voice database is there, so a visitor who never recorded creates none', async () => {
    const none = { databases: async () => [{ name: 'something-else', version: 1 }] };
    const some = { databases: async () => [{ name: 'dream-life-voice', version: 1 }] };
    await expect(recordingsDatabaseExists(none)).resolves.toBe(false);
    await expect(recordingsDatabaseExists(some)).resolves.toBe(true);
  });

  it('does not know where the browser cannot list its databases (the database is opened then)', async () => {
    await expect(recordingsDatabaseExists({})).resolves.toBeNull();
    await expect(recordingsDatabaseExists(undefined)).resolves.toBeNull();
    const failing = {
      databases: async () => {
        throw new Error('SecurityError');
      },
    };
    await expect(recordingsDatabaseExists(failing)).resolves.toBeNull();
  });
});

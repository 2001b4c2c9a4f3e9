/**
 * The user's own voice recordings, kept in this browser's IndexedDB and nowhere else (there is
 * no upload code path). Every record carries the account's id and every read filters on it, so
 * another account signed in on the same browser never sees them.
 */

import { objectStore } from './objectStore';

const databaseName = 'dream-life-voice';
const storeName = 'recordings';
const byUser = 'userId';

export interface VoiceRecording {
  id: string;
  userId: string;
  /** ISO date of the recording. */
  createdAt: string;
  durationMs: number;
  mimeType: string;
  audio: Blob;
}

const withStore = objectStore(databaseName, storeName, (database) => {
  const store = database.createObjectStore(storeName, { keyPath: 'id' });
  store.createIndex(byUser, 'userId');
});

/**
 * Whether this browser holds the recordings database at all: false lets a visitor who never
 * recorded be shown "no recordings" without opening it, which would create an empty database on
 * every visit to the vision page. Null where the browser cannot list its databases (open then).
 */
export async function recordingsDatabaseExists(
  factory: Partial<Pick<IDBFactory, 'databases'>> | undefined = typeof indexedDB === 'undefined'
    ? undefined
    : indexedDB,
): Promise<boolean | null> {
  if (!factory?.databases) return null;
  try {
    const databases = await factory.databases();
    return databases.some((database) => database.name === databaseName);
  } catch {
    return null;
  }
}

/** The user's recordings, newest first. */
export async function listRecordings(userId: string): Promise<VoiceRecording[]> {
  if ((await recordingsDatabaseExists()) === false) return [];
  const all = (await withStore('readonly', (store) =>
    store.index(byUser).getAll(IDBKeyRange.only(userId)),
  )) as VoiceRecording[] | undefined;
  return (all ?? []).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function saveRecording(recording: VoiceRecording): Promise<void> {
  await withStore('readwrite', (store) => store.put(recording));
}

/** Deletes one recording, only if it belongs to `userId`. */
export async function deleteRecording(userId: string, id: string): Promise<void> {
  await withStore('readwrite', (store) => {
    const request = store.get(id);
    request.onsuccess = () => {
      if ((request.result as VoiceRecording | undefined)?.userId === userId) store.delete(id);
    };
    return undefined;
  });
}

/** Every recording of `userId` (when the account is deleted). Other accounts' stay. */
export async function deleteAllRecordings(userId: string): Promise<void> {
  if ((await recordingsDatabaseExists()) === false) return;
  await withStore('readwrite', (store) => {
    const request = store.index(byUser).openKeyCursor(IDBKeyRange.only(userId));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      store.delete(cursor.primaryKey);
      cursor.continue();
    };
    return undefined;
  });
}

/**
 * One IndexedDB object store of this browser (version 1 of its database), used a transaction at a
 * time: the voice recordings (recordingsStore.ts) and the check-ins made offline
 * (lib/offline/checkInOutbox.ts, also run by the service worker, so nothing here reads `window`).
 * `create` makes the store (and its indexes) when the database is first opened.
 */
export function objectStore(
  databaseName: string,
  storeName: string,
  create: (database: IDBDatabase) => void,
) {
  function openDatabase(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(new Error('IndexedDB is not available'));
        return;
      }
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => create(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
  }

  /** Runs one transaction and settles when it completes (not merely when its request succeeds). */
  return async function withStore<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
  ): Promise<T | undefined> {
    const database = await openDatabase();
    try {
      return await new Promise<T | undefined>((resolve, reject) => {
        const transaction = database.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve(request?.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
      });
    } finally {
      database.close();
    }
  };
}

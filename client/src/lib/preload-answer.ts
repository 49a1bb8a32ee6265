import { preload, unstable_serialize } from 'swr';
import { keepAnswer } from './read-cache/persistent-cache';

/**
 * Starts a read before the first render (SWR's preload: the hook that mounts takes the request
 * over) and puts its answer in the app's cache as soon as it arrives, so a first render after that
 * starts with the data, not with a loading state and one more render. Never fails.
 */
export function preloadAnswer<Key extends readonly unknown[], Data>(
  key: Key,
  fetcher: (key: Key) => Promise<Data>,
): Promise<void> {
  return preload(key, fetcher).then(
    (data) => keepAnswer(unstable_serialize(key), data),
    () => undefined,
  );
}

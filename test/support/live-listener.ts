import WebSocket from 'ws';
import type { LiveChange, LiveMessage } from '../../services/contracts/live-kinds';

/**
 * A live connection (`/ws`) signed in with `token`, ready once the server says so: what `keep`
 * makes of each change it hears, in order (a change `keep` answers undefined for is left out).
 */
export async function listenLive<T>(url: string, token: string, keep: (change: LiveChange) => T | undefined) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  const heard: T[] = [];
  let ready: () => void = () => undefined;
  const signedIn = new Promise<void>((resolve) => {
    ready = resolve;
  });
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as LiveMessage;
    if (message.type === 'ready') ready();
    if (message.type !== 'changes') return;
    for (const change of message.changes) {
      const kept = keep(change);
      if (kept !== undefined) heard.push(kept);
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await signedIn;
  return { heard, close: () => socket.close() };
}

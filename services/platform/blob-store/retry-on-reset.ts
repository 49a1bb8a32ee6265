/** How a request fails when it went out on a connection the server had just closed. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

const isConnectionReset = (error: unknown): boolean => RESET_CODES.has((error as { code?: string }).code ?? '');

/**
 * Sends a request that changes the same thing however often it is sent once more when its
 * connection was reset: S3-protocol servers close idle keep-alive connections, and a request sent
 * on one at that moment fails without having been read. A second reset is a real failure.
 */
export async function retryOnReset<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!isConnectionReset(error)) throw error;
    return request();
  }
}

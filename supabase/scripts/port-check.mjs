import net from 'node:net';

/**
 * Fails early, with a clear message, when something already listens on a port we need.
 * @param {number} port
 * @param {string} what
 */
export async function assertPortFree(port, what) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      reject(
        new Error(
          code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is in use: is a local stack already running? Stop it, or set PORT_OFFSET.`
            : `Port ${port} (${what}) cannot be used: ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

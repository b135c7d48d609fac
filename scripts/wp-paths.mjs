// Where one `npm run wp` instance keeps its files: everything under .cache/wp/<port>/ (WordPress's copy and its
// wp-config.php, the database, the socket, the logs, the running server's record), so two instances on two
// ports never touch each other's files.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} root the checkout
 * @param {number} port the instance's WP_PORT
 */
export function wpPaths(root, port) {
  const cache = join(root, '.cache/wp', String(port));
  // A Unix socket's path is limited to about 100 bytes: a deep checkout gets one in the temporary folder.
  const socketBeside = join(cache, 'mysql.sock');
  return {
    cache,
    core: join(cache, 'wordpress'),
    config: join(cache, 'wordpress/wp-config.php'),
    salts: join(cache, 'salts.php'),
    data: join(cache, 'mysql'),
    logs: join(cache, 'logs'),
    pidFile: join(cache, 'mysql.pid'),
    server: join(cache, 'server.json'),
    socket: socketBeside.length < 100 ? socketBeside : join(tmpdir(), `wp-widget-bundle-${port}.sock`),
  };
}

/** Whether a process with this id is alive (signal 0 tests without signalling). */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

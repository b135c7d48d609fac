export function wpPaths(
  root: string,
  port: number,
): {
  cache: string;
  core: string;
  config: string;
  salts: string;
  data: string;
  logs: string;
  pidFile: string;
  server: string;
  socket: string;
};
export function alive(pid: number): boolean;

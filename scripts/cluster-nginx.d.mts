// Types of cluster-nginx.mjs for the cluster test (apps/server/src/security/cluster.test.ts).
import type { ChildProcess } from 'node:child_process';

export const BROTLI_MODULE: string;
export function findNginx(): string | null;
export function installNginx(log?: (line: string) => void): string | null;
export interface NginxOptions {
  port: number;
  host?: string;
  upstreamPorts: number[];
  webRoot: string;
  dir: string;
  brotli?: boolean;
}
export function nginxConfig(options: NginxOptions & { brotli: boolean }): string;
export function startNginx(
  nginx: string,
  options: NginxOptions,
): Promise<{
  child: ChildProcess;
  file: string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}>;

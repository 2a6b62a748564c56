declare module '@gadgets/tooling/serve/static-server.mjs' {
  export interface StaticServerOptions {
    dir: string;
    port: number;
    host?: string;
    apiOrigin?: string;
    apiSourceAddress?: string;
    siteUrl?: string;
    remotesFile?: string;
    remoteOrigins?: string[];
    publicApiOrigins?: string[];
    sourceMaps?: 'public' | 'hidden';
    quiet?: boolean;
  }
  export function startStaticServer(options: StaticServerOptions): Promise<{ url: string; close: () => Promise<void> }>;
}

declare module '@gadgets/tooling/serve/serve-process.mjs' {
  import type { ChildProcess } from 'node:child_process';
  import type { StaticServerOptions } from '@gadgets/tooling/serve/static-server.mjs';
  export function spawnStaticServer(
    /** workers: processes behind the port (default: one per core for a server that renders pages). */
    options: StaticServerOptions & { workers?: number },
    processOptions?: { onOutput?: (line: string) => void; env?: NodeJS.ProcessEnv },
  ): Promise<{ url: string; pid: number; child: ChildProcess; close: () => Promise<void> }>;
}

declare module '@gadgets/tooling/serve/proxy-address.mjs' {
  export const LOCAL_PROXY_ADDRESS: string;
  export function localProxyAddress(): Promise<string | undefined>;
}

declare module '@gadgets/tooling/serve/section-registry.mjs' {
  export interface DeclaredSection {
    name: string;
    path: string;
    manifest: string;
    [field: string]: unknown;
  }
  export interface DeclaredRegistry {
    sections: DeclaredSection[];
  }
  export const DECLARED_REGISTRY_FILE: string;
  export function readSectionRegistry(file: string | undefined): { raw: unknown; sections: DeclaredSection[] };
  export function withManifests(
    raw: unknown,
    manifestOf: (section: DeclaredSection, index: number) => string,
  ): DeclaredRegistry;
}

declare module '@gadgets/tooling/serve/preview.mjs' {
  export function signPreview(preview: { section: string; version: string; expiresAt: number }, secret: string): string;
}

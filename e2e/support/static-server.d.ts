declare module '@gadgets/tooling/serve/static-server.mjs' {
  export function startStaticServer(options: {
    dir: string;
    port: number;
    host?: string;
    apiOrigin?: string;
    remotesFile?: string;
    quiet?: boolean;
  }): Promise<{ url: string; close: () => Promise<void> }>;
}

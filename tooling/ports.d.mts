export type AppName = 'shell' | 'landing' | 'industries' | 'generator' | 'guide';
export type RemoteName = Exclude<AppName, 'shell'>;
export declare const ports: Record<AppName | 'monolithShell' | 'scriptFreeShell' | 'gateway' | 'postgres' | 'postgrest' | 'smtp' | 'mailInbox', number>;
export declare const remoteNames: readonly RemoteName[];
export declare function localOrigin(app: AppName): string;
export declare const localSupabaseUrl: string;
export declare function supabaseUrl(): string;
export declare function usesExternalSupabase(): boolean;

export interface SharedModuleConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
  import?: false;
}
export declare function sharedSingletons(options?: {
  withoutShellCopies?: boolean;
}): Record<string, SharedModuleConfig>;
export declare function uiEntryPoints(): string[];

export interface SharedModuleConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}
export declare function sharedSingletons(): Record<string, SharedModuleConfig>;
export declare function uiEntryPoints(): string[];

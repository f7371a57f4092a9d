export declare const SINGLETON_PACKAGES: readonly string[];
export declare const WITH_SUBPATHS: readonly string[];
export declare const SSR_SINGLETONS: readonly string[];
export declare const SHELL_PROVIDES: readonly string[];

declare const __TALLYLINE_CORE_VERSION__: string;

/** The @tallyline/core version, set from package.json at build time; reports record it so they can be re-run. */
export const CORE_VERSION: string = __TALLYLINE_CORE_VERSION__;

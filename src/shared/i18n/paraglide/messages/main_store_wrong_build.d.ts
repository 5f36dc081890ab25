/**
* | output |
* | --- |
* | "The local store could not be opened: better-sqlite3's native module was built for another runtime (this is {runtime}). {fix} ({why})" |
*
* @param {Main_Store_Wrong_BuildInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_wrong_build: ((inputs: Main_Store_Wrong_BuildInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Wrong_BuildInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Wrong_BuildInputs = {
    runtime: NonNullable<unknown>;
    fix: NonNullable<unknown>;
    why: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "The local store {file} was written by a newer version of Freight Desk (store version {version}; this version reads up to {latest}). It was left as it is: upd..." |
*
* @param {Main_Store_Newer_VersionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_newer_version: ((inputs: Main_Store_Newer_VersionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Newer_VersionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Newer_VersionInputs = {
    file: NonNullable<unknown>;
    version: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};

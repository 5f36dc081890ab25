/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored: ((inputs?: Sync_Nothing_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Nothing_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Nothing_StoredInputs = {};

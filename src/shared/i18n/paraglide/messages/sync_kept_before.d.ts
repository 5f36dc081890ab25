/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before: ((inputs?: Sync_Kept_BeforeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Kept_BeforeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Kept_BeforeInputs = {};

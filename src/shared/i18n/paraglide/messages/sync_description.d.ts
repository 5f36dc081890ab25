/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description: ((inputs?: Sync_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_DescriptionInputs = {};

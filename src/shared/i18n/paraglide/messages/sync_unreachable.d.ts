/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable: ((inputs: Sync_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled: ((inputs: Sync_Last_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};

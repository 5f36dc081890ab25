/**
* | output |
* | --- |
* | "past the last free day, {sum} so far" |
*
* @param {Tracking_Free_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past: ((inputs: Tracking_Free_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_PastInputs = {
    sum: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "{name}: {text}" |
*
* @param {Tracking_Free_ClauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause: ((inputs: Tracking_Free_ClauseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ClauseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_ClauseInputs = {
    name: NonNullable<unknown>;
    text: NonNullable<unknown>;
};

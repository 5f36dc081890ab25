/**
* | output |
* | --- |
* | "{duration} left" |
*
* @param {Tracking_Free_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left: ((inputs: Tracking_Free_LeftInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_LeftInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_LeftInputs = {
    duration: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "not yet released" |
*
* @param {Tracking_Free_Not_Yet_ReleasedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_released: ((inputs?: Tracking_Free_Not_Yet_ReleasedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_ReleasedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Not_Yet_ReleasedInputs = {};

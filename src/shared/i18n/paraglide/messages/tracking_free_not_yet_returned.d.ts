/**
* | output |
* | --- |
* | "the empty not yet returned" |
*
* @param {Tracking_Free_Not_Yet_ReturnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_returned: ((inputs?: Tracking_Free_Not_Yet_ReturnedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_ReturnedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Not_Yet_ReturnedInputs = {};

/**
* | output |
* | --- |
* | "the empty return" |
*
* @param {Tracking_Free_The_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_empty_return: ((inputs?: Tracking_Free_The_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_The_Empty_ReturnInputs = {};

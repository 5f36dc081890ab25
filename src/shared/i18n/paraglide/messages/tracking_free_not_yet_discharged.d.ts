/**
* | output |
* | --- |
* | "not yet discharged" |
*
* @param {Tracking_Free_Not_Yet_DischargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_discharged: ((inputs?: Tracking_Free_Not_Yet_DischargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_DischargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Not_Yet_DischargedInputs = {};

/**
* | output |
* | --- |
* | "none: charged from the first day" |
*
* @param {Tracking_Free_Charged_From_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_from_first: ((inputs?: Tracking_Free_Charged_From_FirstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charged_From_FirstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Charged_From_FirstInputs = {};

/**
* | output |
* | --- |
* | "not counting charges whose price or containers are not known" |
*
* @param {Tracking_Free_Total_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_incomplete: ((inputs?: Tracking_Free_Total_IncompleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Total_IncompleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Total_IncompleteInputs = {};

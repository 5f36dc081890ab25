/**
* | output |
* | --- |
* | "Charged so far: {sum}" |
*
* @param {Tracking_Free_Charged_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_total: ((inputs: Tracking_Free_Charged_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charged_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Charged_TotalInputs = {
    sum: NonNullable<unknown>;
};

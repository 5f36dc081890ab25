/**
* | output |
* | --- |
* | "Enter the discharge" |
*
* @param {Tracking_Free_Enter_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_discharge: ((inputs?: Tracking_Free_Enter_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Enter_DischargeInputs = {};

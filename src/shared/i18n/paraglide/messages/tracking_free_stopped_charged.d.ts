/**
* | output |
* | --- |
* | "Stopped, {amounts}" |
*
* @param {Tracking_Free_Stopped_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_charged: ((inputs: Tracking_Free_Stopped_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Stopped_ChargedInputs = {
    amounts: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "The service does not say whether tracking is on; it is on unless switched off." |
*
* @param {Tracking_Switch_Unknown_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_unknown_hint: ((inputs?: Tracking_Switch_Unknown_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Unknown_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Switch_Unknown_HintInputs = {};

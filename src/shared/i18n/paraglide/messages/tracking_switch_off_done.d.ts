/**
* | output |
* | --- |
* | "Tracking switched off" |
*
* @param {Tracking_Switch_Off_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_done: ((inputs?: Tracking_Switch_Off_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Off_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Switch_Off_DoneInputs = {};

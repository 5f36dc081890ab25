/**
* | output |
* | --- |
* | "tracking may or may not have been switched on" |
*
* @param {Tracking_Switch_Maybe_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_on: ((inputs?: Tracking_Switch_Maybe_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Maybe_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Switch_Maybe_OnInputs = {};

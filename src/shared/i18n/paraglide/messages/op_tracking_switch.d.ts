/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch: ((inputs?: Op_Tracking_SwitchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_SwitchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Tracking_SwitchInputs = {};

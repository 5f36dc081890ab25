/**
* | output |
* | --- |
* | "The shipment was read again: the switch above shows what the service says now." |
*
* @param {Tracking_Switch_Read_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_read_again: ((inputs?: Tracking_Switch_Read_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Read_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Switch_Read_AgainInputs = {};

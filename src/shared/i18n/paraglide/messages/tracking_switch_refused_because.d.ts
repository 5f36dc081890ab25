/**
* | output |
* | --- |
* | "The service did not switch tracking: {reason}" |
*
* @param {Tracking_Switch_Refused_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused_because: ((inputs: Tracking_Switch_Refused_BecauseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Refused_BecauseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Switch_Refused_BecauseInputs = {
    reason: NonNullable<unknown>;
};

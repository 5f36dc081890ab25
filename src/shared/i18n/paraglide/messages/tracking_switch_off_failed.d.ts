/**
* | output |
* | --- |
* | "Could not switch tracking off. {title}: {message}" |
*
* @param {Tracking_Switch_Off_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_failed: ((inputs: Tracking_Switch_Off_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Off_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Switch_Off_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};

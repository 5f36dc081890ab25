/**
* | output |
* | --- |
* | "{sum}, if it has not stopped" |
*
* @param {Tracking_Free_Charge_If_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_if_running: ((inputs: Tracking_Free_Charge_If_RunningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charge_If_RunningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Charge_If_RunningInputs = {
    sum: NonNullable<unknown>;
};

/**
* | output |
* | --- |
* | "Days of the port of {name}, {zone} time; times are the port’s." |
*
* @param {Tracking_Free_Port_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_days: ((inputs: Tracking_Free_Port_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Port_DaysInputs = {
    name: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};

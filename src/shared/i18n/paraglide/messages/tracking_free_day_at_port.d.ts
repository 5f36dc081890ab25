/**
* | output |
* | --- |
* | "{day} at {port}" |
*
* @param {Tracking_Free_Day_At_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_day_at_port: ((inputs: Tracking_Free_Day_At_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Day_At_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Day_At_PortInputs = {
    day: NonNullable<unknown>;
    port: NonNullable<unknown>;
};

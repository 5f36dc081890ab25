/**
* | output |
* | --- |
* | "The time zone of {name} is not known to the desk: days are counted in UTC." |
*
* @param {Tracking_Free_Port_No_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_no_zone: ((inputs: Tracking_Free_Port_No_ZoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_No_ZoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Port_No_ZoneInputs = {
    name: NonNullable<unknown>;
};

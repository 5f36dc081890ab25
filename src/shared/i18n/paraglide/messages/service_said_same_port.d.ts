/**
* | output |
* | --- |
* | "The port of discharge must be another port than the port of loading" |
*
* @param {Service_Said_Same_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_same_port: ((inputs?: Service_Said_Same_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Same_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Same_PortInputs = {};
